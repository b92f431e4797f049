import { type DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module';
import { AgentsModule } from './agents/agents.module';
import { AuthModule } from './auth/auth.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ConversationsModule } from './conversations/conversations.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { KnowledgeModule } from './knowledge/knowledge.module';
import { LiveChatModule } from './live-chat/live-chat.module';
import { PlaygroundModule } from './playground/playground.module';
import { WebModule } from './web/web.module';
import { WidgetModule } from './widget/widget.module';

export interface AppModuleOptions {
  config: AppConfig;
  runMigrations: boolean;
}

@Module({})
export class AppModule {
  static forRoot({ config, runMigrations }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ runMigrations }),
        AccountsModule,
        AuthModule,
        JobsModule,
        AgentsModule,
        KnowledgeModule,
        PlaygroundModule,
        ConversationsModule,
        LiveChatModule,
        WidgetModule,
        DashboardModule,
        HealthModule,
        WebModule,
      ],
    };
  }
}

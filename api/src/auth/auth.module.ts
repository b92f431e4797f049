import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ChatEventsModule } from '../live-chat/chat-events.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttempt } from './login-attempt.entity';
import { LoginThrottleService } from './login-throttle.service';
import { SessionGuard } from './session.guard';
import { Session } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [AccountsModule, ChatEventsModule, TypeOrmModule.forFeature([Session, LoginAttempt])],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, LoginThrottleService, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [SessionsService],
})
export class AuthModule {}

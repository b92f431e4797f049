import { type DynamicModule, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { DatabaseConnection, databaseConnectionProvider } from './database-connection';
import { runMigrationsExclusively } from './run-migrations';

@Module({
  providers: [databaseConnectionProvider],
  exports: [DatabaseConnection],
})
class DatabaseConnectionModule {}

export interface DatabaseModuleOptions {
  runMigrations: boolean;
}

@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    private readonly connection: DatabaseConnection,
  ) {}

  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        DatabaseConnectionModule,
        TypeOrmModule.forRootAsync({
          imports: [DatabaseConnectionModule],
          inject: [AppConfig, DatabaseConnection],
          useFactory: (config: AppConfig, connection: DatabaseConnection) => ({
            ...buildDataSourceOptions({ url: connection.url, poolSize: config.databasePoolSize }),
            autoLoadEntities: true,
            retryAttempts: 2,
            retryDelay: 1000,
          }),
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new DataSource(dataSourceOptions as DataSourceOptions).initialize();
            try {
              if (options.runMigrations) {
                await runMigrationsExclusively(dataSource);
              }
              return dataSource;
            } catch (error) {
              // A retry makes a data source of its own: this one's pool must not stay open.
              await dataSource.destroy();
              throw error;
            }
          },
        }),
      ],
    };
  }

  // The pool must be closed before the embedded server it talks to stops.
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) {
      await this.dataSource.destroy();
    }
    await this.connection.embedded?.stop();
  }
}

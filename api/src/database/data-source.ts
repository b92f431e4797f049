import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';

/** For the TypeORM CLI (`npm run migration:generate -w @app/api`); needs DATABASE_URL. */
export default new DataSource(
  buildDataSourceOptions({
    url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    poolSize: 1,
    entities: [join(__dirname, '..', '**', '*.entity.js')],
  }),
);

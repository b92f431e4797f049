import { pinTickShape } from './common/pin-tick-shape';
import { AppConfig } from './config/app-config';
import { ConfigValidationError } from './config/load-config';
import { createApp } from './create-app';

async function bootstrap(): Promise<void> {
  pinTickShape();
  const app = await createApp();
  app.enableShutdownHooks();
  const config = app.get(AppConfig);
  await app.listen(config.port, config.host);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exit(1);
});

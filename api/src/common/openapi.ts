import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { HealthStatusDto } from '../health/dto/health-status.dto';
import { addHealthToOpenApi } from '../health/health-route';

export const OPENAPI_PATH = 'api/docs';

/** The OpenAPI document at /api/docs-json and its UI at /api/docs; both public. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Property agents API')
      .setDescription('Accounts, agents and the dashboard of the property assistants product.')
      .setVersion('1')
      .addCookieAuth(SESSION_COOKIE)
      .build(),
    { extraModels: [HealthStatusDto] },
  );
  addHealthToOpenApi(document);
  SwaggerModule.setup(OPENAPI_PATH, app, document, { jsonDocumentUrl: `${OPENAPI_PATH}-json` });
}

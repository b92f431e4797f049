import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RemoteManifest } from '@app/contracts';
import { Public } from '../common/decorators/public.decorator';
import { AppConfig } from '../config/app-config';

/** Served outside /api: the shell reads it before anything else to find its remotes. */
@ApiExcludeController()
@Controller()
export class RemotesController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Get('remotes.json')
  @Header('cache-control', 'no-cache')
  manifest(): RemoteManifest {
    return this.config.remotes;
  }
}

import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller';

@Module({ controllers: [RemotesController] })
export class WebModule {}

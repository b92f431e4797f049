import { Module } from '@nestjs/common';
import { WidgetModule } from '../widget/widget.module';
import { RemotesController } from './remotes.controller';
import { WidgetPagesController } from './widget-pages.controller';

@Module({ imports: [WidgetModule], controllers: [RemotesController, WidgetPagesController] })
export class WebModule {}

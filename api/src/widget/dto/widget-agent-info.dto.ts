import { WIDGET_POSITIONS, type WidgetAgentInfo, type WidgetConfig, type WidgetPosition } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

class WidgetConfigDto implements WidgetConfig {
  @ApiProperty() primaryColor: string;
  @ApiProperty() backgroundColor: string;
  @ApiProperty() textColor: string;
  @ApiProperty({ description: 'px' }) borderRadius: number;
  @ApiProperty({ enum: WIDGET_POSITIONS }) position: WidgetPosition;
  @ApiProperty() welcomeMessage: string;
  @ApiProperty() placeholder: string;
  @ApiProperty() agentName: string;
  @ApiProperty() showAgentAvatar: boolean;
  @ApiProperty() enableFileUpload: boolean;
  @ApiProperty() enableVoiceInput: boolean;
  @ApiProperty({ description: 'px' }) height: number;
  @ApiProperty({ description: 'px' }) width: number;
  @ApiProperty({ description: 'Empty when there is no logo' }) logoUrl: string;
}

export class WidgetAgentInfoDto implements WidgetAgentInfo {
  @ApiProperty({ format: 'uuid' }) agentId: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Active and on the webchat channel' }) available: boolean;
  @ApiProperty({ description: "The requesting site (Origin) may show the widget: it is among the agent's allowed websites, or the agent lists none" })
  embeddable: boolean;
  @ApiProperty({ type: WidgetConfigDto }) widgetConfig: WidgetConfig;
}

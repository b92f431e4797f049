import { readableTextOn, textToneOn } from './colours';
import { WIDGET_THEME } from './widget-theme';

describe('textToneOn', () => {
  it.each([
    ['#000000', 'light'],
    ['#1d4ed8', 'light'],
    ['#ffffff', 'dark'],
    ['#fde047', 'dark'],
    ['#fff', 'dark'],
    ['#ffffff80', 'dark'],
  ])('%s takes %s text', (colour, tone) => {
    expect(textToneOn(colour)).toBe(tone);
  });
});

describe('readableTextOn', () => {
  it('keeps the configured text colour where it reads well', () => {
    expect(readableTextOn('#ffffff', '#000000')).toBe('#000000');
    expect(readableTextOn('#1f2937', '#f9fafb')).toBe('#f9fafb');
  });

  it('uses light text on a dark background that would keep the default black', () => {
    expect(readableTextOn('#1f2937', '#000000')).toBe(WIDGET_THEME.onDark);
  });

  it('uses dark text on a light background whose text colour is too pale', () => {
    expect(readableTextOn('#fdf6e3', '#ffffff')).toBe(WIDGET_THEME.onLight);
  });
});

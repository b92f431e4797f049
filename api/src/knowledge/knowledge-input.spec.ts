import { BadRequestException } from '@nestjs/common';
import { firstChars, parseQaContent, parseWebAddress, prepareKnowledge } from './knowledge-input';

describe('knowledge input', () => {
  it('cuts a Q&A title at 50 characters without splitting an emoji', () => {
    const question = `${'a'.repeat(49)}🏠 is the house on the left?`;

    expect(firstChars(question, 50)).toBe('a'.repeat(49));
    expect(prepareKnowledge({ type: 'qa', content: JSON.stringify({ question, answer: 'Yes' }) }).title).toBe('a'.repeat(49));
  });

  it('stores a Q&A as trimmed JSON with only its question and answer', () => {
    const prepared = prepareKnowledge({ type: 'qa', content: JSON.stringify({ question: ' Pets? ', answer: ' Yes ', extra: 1 }) });

    expect(prepared).toEqual({ type: 'qa', title: 'Pets?', content: '{"question":"Pets?","answer":"Yes"}', source: 'manual_qa' });
  });

  it('removes NUL characters, which PostgreSQL text cannot hold', () => {
    expect(parseQaContent(JSON.stringify({ question: 'Pe\u0000ts?', answer: 'Yes' }))).toEqual({ question: 'Pets?', answer: 'Yes' });
    expect(prepareKnowledge({ type: 'text', title: 'A\u0000', content: 'B' })).toMatchObject({ title: 'A', content: 'B' });
  });

  it.each([
    ['https://example.com', 'https://example.com/'],
    [' http://127.0.0.1:8080/a?b=c ', 'http://127.0.0.1:8080/a?b=c'],
  ])('accepts %j as a web address', (input, href) => {
    expect(parseWebAddress(input)?.href).toBe(href);
  });

  it.each(['example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'http://', ''])('refuses %j as a web address', (input) => {
    expect(parseWebAddress(input)).toBeNull();
    expect(() => prepareKnowledge({ type: 'url', content: input })).toThrow(new BadRequestException('Invalid URL'));
  });
});

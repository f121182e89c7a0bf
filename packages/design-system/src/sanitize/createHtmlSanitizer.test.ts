import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from './createHtmlSanitizer.ts';

const sanitize = createHtmlSanitizer({
  tags: ['p', 'a', 'img', 'strong'],
  attributes: { a: ['href'], img: ['src', 'alt'] },
  schemes: ['https'],
});

describe('createHtmlSanitizer', () => {
  it.each([
    { html: '<p>Hi<script>alert(1)</script></p>', expected: '<p>Hi</p>' },
    { html: '<p><em>Not listed</em></p>', expected: '<p>Not listed</p>' },
    { html: '<img src="x.png" onerror="alert(1)">', expected: '<img src="x.png">' },
    { html: '<a href="javascript:alert(1)">x</a>', expected: '<a>x</a>' },
    { html: '<a href="http://example.ph">x</a>', expected: '<a>x</a>' },
    { html: '<a href="https://example.ph">x</a>', expected: '<a href="https://example.ph">x</a>' },
    { html: '<img src="data:image/png;base64,AAAA" alt="a">', expected: '<img alt="a">' },
    { html: '<img src=" DATA:image/png;base64,AAAA" alt="a">', expected: '<img alt="a">' },
    { html: '<img src="/api/v2/uploads/abc" alt="Room">', expected: '<img src="/api/v2/uploads/abc" alt="Room">' },
  ])('should turn $html into $expected', ({ html, expected }) => {
    expect(sanitize(html)).toBe(expected);
  });

  it.each([null, undefined, ''])('should turn %s into no HTML', (html) => {
    expect(sanitize(html)).toBe('');
  });

  it('should keep its rules to itself: another sanitizer keeps what this one drops', () => {
    const other = createHtmlSanitizer({ tags: ['em'], attributes: {}, schemes: [] });
    expect(other('<em>x</em>')).toBe('<em>x</em>');
    expect(sanitize('<em>x</em>')).toBe('x');
  });
});

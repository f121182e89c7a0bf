import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it.each([
    { html: '<p>Hi<script>alert(1)</script></p>', expected: '<p>Hi</p>' },
    { html: '<img src="x.png" onerror="alert(1)">', expected: '<img src="x.png">' },
    { html: '<a href="javascript:alert(1)">x</a>', expected: '<a>x</a>' },
    { html: '<p style="color:red">Red</p>', expected: '<p>Red</p>' },
    { html: '<img src="data:image/png;base64,AAAA" alt="a">', expected: '<img alt="a">' },
    { html: '<iframe src="https://example.ph"></iframe><p>x</p>', expected: '<p>x</p>' },
    { html: '<img src="/api/v2/uploads/abc" alt="Room">', expected: '<img src="/api/v2/uploads/abc" alt="Room">' },
    {
      html: '<p><strong>Bring</strong> two <a href="https://example.ph">IDs</a></p>',
      expected: '<p><strong>Bring</strong> two <a href="https://example.ph">IDs</a></p>',
    },
  ])('should turn $html into $expected', ({ html, expected }) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each([null, undefined, ''])('should turn %s into no HTML', (html) => {
    expect(sanitizeHtml(html)).toBe('');
  });
});

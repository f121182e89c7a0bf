import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it.each([
    { what: 'a script', html: '<p>Hi<script>alert(1)</script></p>', expected: '<p>Hi</p>' },
    { what: 'an event handler', html: '<img src="x.png" onerror="alert(1)">', expected: '<img src="x.png" />' },
    { what: 'a javascript: link', html: '<a href="javascript:alert(1)">x</a>', expected: '<a>x</a>' },
    { what: 'a data: image', html: '<img src="data:image/png;base64,AAAA" alt="a">', expected: '<img alt="a" />' },
    { what: 'inline style', html: '<p style="color:red">Red</p>', expected: '<p>Red</p>' },
    { what: 'an iframe', html: '<iframe src="https://example.ph"></iframe><p>x</p>', expected: '<p>x</p>' },
    { what: 'an unknown tag (its text stays)', html: '<marquee>Now</marquee>', expected: 'Now' },
  ])('should drop $what', ({ html, expected }) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('should keep what the editor writes: headings, emphasis, lists, links, images, tables', () => {
    const html =
      '<h2>Schedule</h2><p><strong>Bring</strong> <em>two</em> <a href="https://example.ph" title="Map">IDs</a></p>' +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<p><img src="/api/v2/uploads/abc" alt="Room" width="320" height="200" /></p>' +
      '<table><thead><tr><th scope="col">Part</th></tr></thead><tbody><tr><td>GenEd</td></tr></tbody></table>' +
      '<p>H<sub>2</sub>O, x<sup>2</sup>, <a href="mailto:help@example.ph">mail</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

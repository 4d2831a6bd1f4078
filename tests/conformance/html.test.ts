import { describe, expect, it } from 'vitest';
import { escapeHtml, toHtmlReport } from './html';
import { HOSTILE, sampleReport } from './report-fixture';

describe('the HTML report', () => {
  const html = toHtmlReport(sampleReport());

  it('shows each failing check with its request, reply and schema error', () => {
    const failing = html.slice(html.indexOf('<h2>Failing checks (1)</h2>'), html.indexOf('<h2>Errors outside'));
    expect(failing).toContain('every route answers a schema-valid reply › auth.login');
    expect(failing).toContain('POST http://partner.example/site/api/v1/user/login');
    expect(failing).toContain('client-type: web');
    expect(failing).toContain(escapeHtml('"userId":"seven"'));
    expect(failing).toContain('<code>data.userId</code>: Expected number, received string');
    expect(failing).toContain('Reply: HTTP 200');
    expect(failing).not.toContain('auth.register');
  });

  it('lists the errors outside the checks and every check by tag', () => {
    expect(html).toContain('<h2>Errors outside the checks (1)</h2>');
    expect(html).toMatch(/<summary>auth: 2 checks, 1 failed<\/summary>/);
    expect(html).toMatch(/<summary>site: 1 checks, 0 failed<\/summary>/);
    expect(html).toContain('conformance FAILED: 1 passed, 1 failed, 1 skipped');
  });

  it('escapes everything that came from the backend or the suite', () => {
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;');
  });

  it('is one file: no script, stylesheet, image, font or frame from elsewhere', () => {
    expect(html).not.toMatch(/<(?:script|link|img|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/\b(?:src|href)\s*=/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });
});

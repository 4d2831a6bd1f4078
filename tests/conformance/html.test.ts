import { describe, expect, it } from 'vitest';
import { escapeHtml, toHtmlReport } from './html';
import { HOSTILE, sampleReport } from './report-fixture';

describe('the HTML report', () => {
  const html = toHtmlReport(sampleReport());

  it('shows each failing check with its request, reply and how the reply differs from the document', () => {
    const failing = html.slice(html.indexOf('<h2>Failing checks (1)</h2>'), html.indexOf('<h2>Errors outside'));
    expect(failing).toContain('every route answers a valid request with its success (6000) and data › auth.login');
    expect(failing).toContain('POST http://partner.example/site/api/v1/user/login');
    expect(failing).toContain('client-type: web');
    expect(failing).toContain(escapeHtml('"userId":"seven"'));
    expect(failing).toContain(`How the reply differs from contracts/openapi.json for <code>POST /site/api/v1/user/login</code></h4><ul class="issues"><li>${escapeHtml('data.userId: expected integer, got string "seven"')}</li></ul>`);
    expect(failing).toContain('Reply: HTTP 200, content-type application/json; charset=utf-8');
    // The first call was answered as documented: it says so, and only it.
    expect(failing.match(/The reply is the one contracts\/openapi\.json documents/g)).toHaveLength(1);
    expect(failing).not.toContain('auth.register');
  });

  it('says which routes\' success replies were checked and which not, and why', () => {
    expect(html).toContain('<p class="coverage">success replies checked for 1 of 2 routes (plain 1); not checked: auth.login: its success check failed</p>');
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

import { describe, expect, it } from 'vitest';
import { escapeXml, toJUnitXml } from './junit';
import { HOSTILE, sampleReport } from './report-fixture';
import { parseXml, type XmlElement } from './xml-check';

const child = (e: XmlElement, name: string) => e.children.filter((c) => c.name === name);

describe('the JUnit report', () => {
  const xml = toJUnitXml(sampleReport());
  const root = parseXml(xml);

  it('is well-formed XML with the totals on <testsuites>', () => {
    expect(root.name).toBe('testsuites');
    expect(root.attributes).toMatchObject({ tests: '4', failures: '1', errors: '1', skipped: '1', time: '1.234' });
  });

  it('has a testsuite per tag and a testcase per check, named by its suites and classed by its route', () => {
    const suites = child(root, 'testsuite');
    expect(suites.map((s) => s.attributes.name)).toEqual(['auth', 'site', 'errors outside the checks']);
    const [auth, site] = suites;
    expect(auth!.attributes).toMatchObject({ tests: '2', failures: '1', skipped: '0' });
    expect(child(auth!, 'testcase').map((c) => c.attributes.classname)).toEqual(['auth.login', 'auth.register']);
    expect(child(auth!, 'testcase')[0]!.attributes.name).toBe('contract suite, plain mode › every route answers a valid request with its success (6000) and data › auth.login');
    expect(child(child(site!, 'testcase')[0]!, 'skipped')[0]!.attributes.message).toBe('no QA API');
  });

  it('puts the message, the details, the request, the reply and how it differs from the document in the failure', () => {
    const failing = child(child(root, 'testsuite')[0]!, 'testcase')[0]!;
    const [failure] = child(failing, 'failure');
    expect(failure!.attributes.message).toContain('auth.login: <script>alert("x&y")</script> ]]> \'quoted\'');
    expect(failure!.text).toContain('- Expected\n+ Received');
    expect(failure!.text).toContain('request (plain): POST http://partner.example/site/api/v1/user/login');
    expect(failure!.text).toContain('"userId":"seven"');
    expect(failure!.text).toContain('reply: HTTP 200, content-type application/json; charset=utf-8');
    expect(failure!.text).toContain('how the reply differs from contracts/openapi.json for POST /site/api/v1/user/login:\n  data.userId: expected integer, got string "seven"');
    expect(failure!.text.match(/the reply is the one contracts\/openapi\.json documents/g)).toHaveLength(1);
  });

  it('reports an error outside the checks as an <error> case', () => {
    const errors = child(root, 'testsuite')[2]!;
    expect(child(child(errors, 'testcase')[0]!, 'error')[0]!.attributes.message).toContain('beforeAll: <script>');
  });

  it('escapes markup and quotes, keeps newlines in attributes and replaces characters XML cannot carry', () => {
    expect(escapeXml(`a<b>&"c"'d'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    expect(escapeXml('bell\u0007 and \uD800 lone')).toBe('bell\uFFFD and \uFFFD lone');
    expect(xml).not.toContain(HOSTILE);
    const message = child(child(child(root, 'testsuite')[0]!, 'testcase')[0]!, 'failure')[0]!.attributes.message!;
    expect(message).toContain('\uFFFD');
  });
});

describe('the XML check used above', () => {
  it.each([
    ['an unclosed tag', '<a><b></a>'],
    ['a bare ampersand', '<a>x & y</a>'],
    ['a raw < in an attribute', '<a b="<"/>'],
    ['two roots', '<a/><b/>'],
    ['a duplicate attribute', '<a b="1" b="2"/>'],
    ['a control character', '<a>\u0001</a>'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseXml(text)).toThrow();
  });
});

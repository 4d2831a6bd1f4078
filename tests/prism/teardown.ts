import { prismViolations, PRISM_LOG, PRISM_MOCK_LOG, PRISM_MOCK_VIOLATIONS } from '../../playwright.prism.config';

/** The journeys through Prism pass only if Prism logged no violation and no error at all, as proxy and as mock. */
export default function teardown(): void {
  const runs = [
    { name: 'prism proxy contracts/openapi.json', lines: prismViolations(), log: PRISM_LOG },
    { name: 'prism mock contracts/openapi.json', lines: prismViolations(PRISM_MOCK_VIOLATIONS), log: PRISM_MOCK_LOG },
  ];
  for (const { name, lines, log } of runs) {
    if (lines.length > 0) throw new Error(`${name} logged ${lines.length} violation or error line(s) (whole log: ${log}):\n${lines.slice(0, 50).join('\n')}`);
    console.log(`${name}: 0 request and 0 response violations`);
  }
}

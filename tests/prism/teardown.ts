import { prismViolations, PRISM_LOG } from '../../playwright.prism.config';

/** The journeys through Prism pass only if Prism logged no violation and no error at all. */
export default function teardown(): void {
  const lines = prismViolations();
  if (lines.length > 0) {
    throw new Error(`prism proxy contracts/openapi.json logged ${lines.length} violation or error line(s) (whole log: ${PRISM_LOG}):\n${lines.slice(0, 50).join('\n')}`);
  }
  console.log('prism proxy contracts/openapi.json: 0 request and 0 response violations');
}

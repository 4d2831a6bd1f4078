import { zodToJsonSchema } from 'zod-to-json-schema';
import { scenarioSet } from '../src/scenario-sets';
import { charCountsAsLengths } from '../src/char-count';
import { ALL_STATUS_CODES } from '../src/status-codes';
import { contract } from '../src/contract';
import { allRoutes } from '../src/walk';

interface StepSchema {
  properties: { force: { properties: { status_code: object; path: object } } };
}

/**
 * The JSON Schema of a scenario set file, for editors (YAML language server, VS Code's JSON). The
 * zod schema stays the judge: what a JSON Schema cannot say (a force step's route exists, the
 * catalogue code) is only checked when the server loads the file.
 */
export function buildScenarioSetJsonSchema(): Record<string, unknown> {
  const schema = zodToJsonSchema(scenarioSet, { name: 'ScenarioSet', $refStrategy: 'none', effectStrategy: 'input', postProcess: charCountsAsLengths }) as {
    definitions: { ScenarioSet: { properties: { steps: { items: StepSchema } } } };
  };
  const step = schema.definitions.ScenarioSet.properties.steps.items;
  // zod checks these in refinements, which zod-to-json-schema cannot see: say them for completion.
  Object.assign(step, { minProperties: 1, maxProperties: 1 });
  Object.assign(step.properties.force.properties.status_code, { enum: ALL_STATUS_CODES });
  Object.assign(step.properties.force.properties.path, { enum: [...new Set(allRoutes(contract).map(({ route }) => route.path))] });
  return { ...schema, title: 'Named scenario set (betsite QA)' };
}

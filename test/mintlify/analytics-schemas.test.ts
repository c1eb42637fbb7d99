/**
 * The zod schemas of the analytics endpoints match Mintlify's published analytics spec: each
 * object schema has exactly the properties of its component schema, the same required fields,
 * and every endpoint's largest `limit` is the spec's `maximum`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ANALYTICS_SCHEMAS } from '../../src/mintlify/analytics.ts';
import { ANALYTICS_DATASETS, ANALYTICS_ENDPOINTS } from '../../src/mintlify/analytics-endpoints.ts';
import {
  AssistantConversationSchema,
  AssistantPageSchema,
  AssistantSourceSchema,
  BasicFeedbackSchema,
  CallerStatsSchema,
  CodeSnippetFeedbackSchema,
  ContextualFeedbackSchema,
  FeedbackByPageRowSchema,
  FeedbackByPageSchema,
  FeedbackPageSchema,
  PageViewSchema,
  SearchRowSchema,
  SearchesPageSchema,
  ViewsPageSchema,
  ViewsTotalsSchema,
  VisitorsPageSchema,
} from '../../src/mintlify/analytics-schemas.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  $ref?: string;
  maximum?: number;
}

interface Spec {
  paths: Record<string, { get: { parameters?: Array<{ name?: string; schema?: JsonSchema }> } }>;
  components: { schemas: Record<string, JsonSchema> };
}

const spec = JSON.parse(
  readFileSync(new URL('../fakes/openapi/mintlify-analytics-openapi.json', import.meta.url), 'utf8'),
) as Spec;

function component(name: string): JsonSchema {
  const schema = spec.components.schemas[name];
  if (schema === undefined) throw new Error(`no component ${name}`);
  return schema;
}

/** Follows `$ref`, `items` and `anyOf[index]` from a component: `['feedback', 'items', 'anyOf.0']`. */
function at(schema: JsonSchema, steps: readonly string[]): JsonSchema {
  let current = schema;
  for (const step of steps) {
    const next: JsonSchema | undefined =
      step === 'items'
        ? current.items
        : step.startsWith('anyOf.')
          ? current.anyOf?.[Number(step.slice(6))]
          : current.properties?.[step];
    if (next === undefined) throw new Error(`no ${step} in ${JSON.stringify(current).slice(0, 80)}`);
    current = next.$ref === undefined ? next : component(next.$ref.replace('#/components/schemas/', ''));
  }
  return current;
}

/** Field names of a zod object schema and the ones it requires. */
function zodFields(schema: z.ZodObject): { names: string[]; required: string[] } {
  const shape = schema.shape as Record<string, z.ZodType>;
  const names = Object.keys(shape).sort();
  return { names, required: names.filter((n) => !(shape[n]?.safeParse(undefined).success ?? false)).sort() };
}

const PAIRS: Array<[string, z.ZodObject, string, string[]]> = [
  ['ViewsPageSchema', ViewsPageSchema, 'ViewsByPageResponse', []],
  ['ViewsTotalsSchema', ViewsTotalsSchema, 'ViewsTrafficTotals', []],
  ['PageViewSchema', PageViewSchema, 'ViewsByPageResponse', ['views', 'items']],
  ['VisitorsPageSchema', VisitorsPageSchema, 'VisitorsByPageResponse', []],
  ['VisitorsPageSchema.totals', VisitorsPageSchema.shape.totals, 'VisitorsTrafficTotals', []],
  [
    'VisitorsPageSchema.visitors[]',
    VisitorsPageSchema.shape.visitors.element,
    'VisitorsByPageResponse',
    ['visitors', 'items'],
  ],
  ['SearchesPageSchema', SearchesPageSchema, 'SearchesResponse', []],
  ['SearchRowSchema', SearchRowSchema, 'SearchesResponse', ['searches', 'items']],
  ['FeedbackPageSchema', FeedbackPageSchema, 'FeedbackResponse', []],
  ['ContextualFeedbackSchema', ContextualFeedbackSchema, 'FeedbackResponse', ['feedback', 'items', 'anyOf.0']],
  ['CodeSnippetFeedbackSchema', CodeSnippetFeedbackSchema, 'FeedbackResponse', ['feedback', 'items', 'anyOf.1']],
  ['BasicFeedbackSchema', BasicFeedbackSchema, 'FeedbackResponse', ['feedback', 'items', 'anyOf.2']],
  ['FeedbackByPageSchema', FeedbackByPageSchema, 'FeedbackGroupedByPageResponse', []],
  ['FeedbackByPageRowSchema', FeedbackByPageRowSchema, 'FeedbackGroupedByPageResponse', ['feedback', 'items']],
  ['AssistantPageSchema', AssistantPageSchema, 'AssistantConversationsResponse', []],
  [
    'AssistantConversationSchema',
    AssistantConversationSchema,
    'AssistantConversationsResponse',
    ['conversations', 'items'],
  ],
  [
    'AssistantSourceSchema',
    AssistantSourceSchema,
    'AssistantConversationsResponse',
    ['conversations', 'items', 'sources', 'items'],
  ],
  ['CallerStatsSchema', CallerStatsSchema, 'AssistantCallerStatsResponse', []],
];

describe('analytics zod schemas against the analytics spec', () => {
  it.each(PAIRS)('%s has the properties and required fields of %s', (_name, schema, componentName, steps) => {
    const target = at(component(componentName), steps);
    const fields = zodFields(schema);
    expect(fields.names).toEqual(Object.keys(target.properties ?? {}).sort());
    expect(fields.required).toEqual([...(target.required ?? [])].sort());
  });

  it('has a response schema for every dataset', () => {
    expect(Object.keys(ANALYTICS_SCHEMAS).sort()).toEqual([...ANALYTICS_DATASETS].sort());
  });

  it.each(ANALYTICS_DATASETS.map((d) => [d, ANALYTICS_ENDPOINTS[d]] as const))(
    '%s pages with the largest limit the spec allows',
    (_d, endpoint) => {
      const operation = spec.paths[`/v1/analytics/{projectId}/${endpoint.suffix}`]?.get;
      expect(operation).toBeDefined();
      const limit = operation?.parameters?.find((p) => p.name === 'limit');
      expect(endpoint.maxLimit).toBe(limit?.schema?.maximum);
      const names = (operation?.parameters ?? []).map((p) => p.name);
      expect(names.includes('offset')).toBe(endpoint.paging === 'offset');
      expect(names.includes('cursor')).toBe(endpoint.paging === 'cursor');
    },
  );
});

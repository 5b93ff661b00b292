export type OpenApiDoc = { paths: Record<string, Record<string, { tags?: string[]; parameters?: Array<{ name: string; in: string }>; requestBody?: unknown; responses: Record<string, unknown> }>>; components?: { schemas?: Record<string, unknown> } };

/** JSON text of an OpenAPI node with its `$ref`s to component schemas inlined (so tests can look for field names). */
export function expand(doc: OpenApiDoc, node: unknown, seen: Set<string> = new Set()): string {
  return JSON.stringify(node, (key, value: unknown) => {
    if (value && typeof value === 'object' && '$ref' in value && typeof (value as { $ref: unknown }).$ref === 'string') {
      const name = (value as { $ref: string }).$ref.replace('#/components/schemas/', '');
      const target = doc.components?.schemas?.[name];
      if (seen.has(name) || target === undefined) return value;
      return JSON.parse(expand(doc, target, new Set([...seen, name])));
    }
    return value;
  });
}

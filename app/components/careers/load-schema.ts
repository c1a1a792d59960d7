// The careers schemas (with zod/mini) load when a visitor first focuses a careers form, not with the page.
let schema: Promise<typeof import("../../lib/careers-schema")> | undefined;

export function loadCareersSchema() {
  return (schema ??= import("../../lib/careers-schema"));
}

import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import admin from '../../../../locales/en/admin.json' with { type: 'json' };
import { AuditChangesView } from './AuditChangesDialog.js';
import { auditChanges, lineDiff } from './audit-changes.js';

const scriptBody = (source: string) => JSON.stringify({ source });
const audit = (changes: Record<string, { old: unknown; new: unknown }>) =>
  JSON.stringify({ changes, versionnumber: 2 });

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { admin } }, interpolation: { escapeValue: false } });
});

describe("an audited update's changes", () => {
  it("shows a script view's source as a line diff, not its JSON", () => {
    const before = scriptBody('export default function (list) {\n  list.notify("hi");\n}');
    const after = scriptBody(
      'export default function (list) {\n  fetch("/api/apperror", { body: localStorage.token });\n}',
    );
    const [change] = auditChanges(audit({ body: { old: before, new: after } }));
    expect(change).toEqual({
      field: 'body',
      kind: 'text',
      lines: [
        { kind: 'same', text: 'export default function (list) {' },
        { kind: 'removed', text: '  list.notify("hi");' },
        { kind: 'added', text: '  fetch("/api/apperror", { body: localStorage.token });' },
        { kind: 'same', text: '}' },
      ],
    });
  });

  it('keeps short values as old and new, and reads nothing from a body of another shape', () => {
    expect(
      auditChanges(audit({ label: { old: 'Mine', new: 'Ours' }, isprivate: { old: true, new: null } })),
    ).toEqual([
      { field: 'label', kind: 'value', old: 'Mine', new: 'Ours' },
      { field: 'isprivate', kind: 'value', old: 'true', new: '' },
    ]);
    expect(auditChanges('{"record": {"id": "x"}}')).toEqual([]);
    expect(auditChanges('not json')).toEqual([]);
    expect(auditChanges(null)).toEqual([]);
  });

  it('folds long unchanged runs around a change', () => {
    const lines = Array.from({ length: 20 }, (_, n) => `line ${n}`);
    const changed = [...lines];
    changed[10] = 'line ten';
    const diff = lineDiff(lines.join('\n'), changed.join('\n'));
    expect(diff.filter((line) => line.text === '…')).toHaveLength(2);
    expect(diff).toContainEqual({ kind: 'removed', text: 'line 10' });
    expect(diff).toContainEqual({ kind: 'added', text: 'line ten' });
    expect(diff.length).toBeLessThan(20);
  });

  it('renders the diff with the field label, removed and added lines marked', () => {
    const changes = auditChanges(audit({ body: { old: scriptBody('a\nb'), new: scriptBody('a\nc') } }));
    const html = renderToStaticMarkup(<AuditChangesView changes={changes} label={() => 'Body'} />);
    expect(html).toContain('<dt>Body</dt>');
    expect(html).toContain('<section aria-label="Changes of Body">');
    expect(html).toMatch(/class="audit-diff-removed">.*<del>b<\/del>/);
    expect(html).toMatch(/class="audit-diff-added">.*<ins>c<\/ins>/);
    expect(renderToStaticMarkup(<AuditChangesView changes={[]} label={String} />)).toContain(
      'This record names no changed fields.',
    );
  });
});

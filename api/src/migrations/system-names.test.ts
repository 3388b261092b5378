import { describe, expect, it } from 'vitest';
import { allProperties } from '../contract/base-properties.js';
import { supportedLanguages } from '../contract/languages.js';
import { localizationKeys, translatableNames } from '../contract/localization-keys.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import { shippedNames, shippedTexts, shippedViewTexts } from '../localization/system-names.js';
import { systemObjects } from './system-objects.js';
import { type SystemView, systemViews } from './system-views.js';

/**
 * Every name of the objects the tenant migrations create (entities, fields, base ones too,
 * options) and of the views they ship (labels, form tabs).
 */
const systemNames = translatableNames({
  objects: [...systemObjects().values()].map((object) => ({ ...object, properties: allProperties(object) })),
  views: systemViews(),
});

describe('shipped system names (locales/*/system-names.json)', () => {
  it('has a text in every language for every entity, field, option and view label of the tenant migrations', () => {
    // a new migration's names need rows in scripts/system-localization/*.tsv and a rerun of its generate.ts
    expect(systemNames.length).toBeGreaterThan(400);
    for (const language of supportedLanguages.filter((l) => l !== 'en')) {
      const shipped = shippedNames(language);
      const untranslated = systemNames.filter(({ key }) => !shipped[key]?.trim()).map(({ key }) => key);
      expect(untranslated, `${language}: names without a text`).toEqual([]);
    }
  });

  it('was generated from the current English names (en holds each text the translations were made from)', () => {
    const english = shippedNames('en');
    expect(english).toEqual(Object.fromEntries(systemNames.map(({ key, source }) => [key, source])));
    for (const language of supportedLanguages) {
      expect(Object.keys(shippedNames(language)).sort(), language).toEqual(Object.keys(english).sort());
    }
  });

  it('translates the names a user sees every day, in product wording', () => {
    const sk = shippedNames('sk');
    expect(sk[localizationKeys.entity('systemuser')]).toBe('Používateľ');
    expect(sk[localizationKeys.entityPlural('inu_changehandler')]).toBe('Spúšťače');
    expect(shippedNames('cs')[localizationKeys.entity('systemuser')]).toBe('Uživatel');
    expect(shippedNames('de')[localizationKeys.entity('systemuser')]).toBe('Benutzer');
    expect(shippedNames('de')[localizationKeys.option('inu_asyncaction', 'status', 'failed')]).toBe(
      'Fehlgeschlagen',
    );
  });
});

describe('shippedTexts', () => {
  const objects = systemObjects();
  it('gives the shipped texts of a language, none in English', () => {
    const sk = shippedTexts('sk', objects);
    expect(sk[localizationKeys.entity('inu_changehandler')]).toBe('Spúšťač');
    expect(sk[localizationKeys.field('inu_changehandler', 'createdon')]).toBe('Dátum vytvorenia');
    expect(shippedTexts('en', objects)).toEqual({});
  });

  it('works a language out once per metadata version', () => {
    expect(shippedTexts('de', objects)).toBe(shippedTexts('de', objects));
    expect(shippedTexts('de', new Map(objects))).not.toBe(shippedTexts('de', objects));
  });

  it('leaves out a name the organisation renamed in its metadata (the translation is of the old text)', () => {
    const handler = objects.get('inu_changehandler') as ObjectDefinition;
    const renamed = new Map(objects);
    renamed.set('inu_changehandler', {
      ...handler,
      displayName: 'Automation',
      properties: handler.properties.map((p) =>
        p.logicalName === 'script' ? { ...p, displayName: 'Code' } : p,
      ),
    });
    const sk = shippedTexts('sk', renamed);
    expect(sk[localizationKeys.entity('inu_changehandler')]).toBeUndefined();
    expect(sk[localizationKeys.field('inu_changehandler', 'script')]).toBeUndefined();
    expect(sk[localizationKeys.entityPlural('inu_changehandler')]).toBe('Spúšťače');
  });
});

describe('shippedViewTexts', () => {
  const settings = systemViews().find(
    (view) => view.objectname === 'inu_orgsettings' && view.kind === 'form',
  );
  it('translates the tabs of the shipped Settings form after every migration (Retention came in 0009)', () => {
    expect(settings?.label).toBe('Settings');
    const sk = shippedViewTexts('sk', systemViews());
    expect(sk['form.inu_orgsettings.main.tab.retention']).toBe('Uchovávanie');
    expect(sk['view.inu_orgsettings.main']).toBe('Nastavenia');
    expect(shippedViewTexts('en', systemViews())).toEqual({});
  });

  it('leaves out a label the organisation changed', () => {
    const body = JSON.parse(JSON.stringify(settings?.body)) as { panel: { panels: { label: string }[] } };
    const [general] = body.panel.panels;
    if (general) general.label = 'Company';
    const texts = shippedViewTexts('de', [{ ...(settings as SystemView), body }]);
    expect(texts['form.inu_orgsettings.main.tab.general']).toBeUndefined();
    expect(texts['form.inu_orgsettings.main.tab.export']).toBe('Export');
  });
});

import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import type { FormHeader, PanelDefinition } from '../contract/views.js';
import type { LocatedView } from './loaded-template.js';
import type { ProblemList } from './template-problem.js';

type Path = (string | number)[];
type Objects = ReadonlyMap<string, ObjectDefinition>;

/**
 * What every view body names beyond its own shape: fields of its entity, other entities, the
 * lists a dashboard widget shows, the view a home item opens, option values in filters. The
 * screens show 'Object not found' for such a name at run time; a template should never ship one.
 */
export class ViewReferenceChecker {
  private readonly fieldCache = new Map<string, Map<string, PropertyDefinition>>();

  constructor(
    private readonly objects: Objects,
    private readonly views: readonly LocatedView[],
    private readonly problems: ProblemList,
  ) {}

  check(view: LocatedView, body: unknown): void {
    const at: Path = [view.index, 'body'];
    const object = view.objectname ? this.objects.get(view.objectname) : undefined;
    switch (view.kind) {
      case 'form':
        if (object) this.checkForm(view.file, object, body as FormBody, at);
        return;
      case 'view':
        if (object) this.checkList(view.file, object, body as ListBody, at);
        return;
      case 'dashboard':
        this.checkDashboard(view.file, body as DashboardBody, at);
        return;
      case 'home':
        this.checkHome(view.file, body as HomeBody, at);
        return;
      default:
        return;
    }
  }

  private fields(object: ObjectDefinition): Map<string, PropertyDefinition> {
    let fields = this.fieldCache.get(object.logicalName);
    if (!fields) {
      fields = new Map(allProperties(object).map((property) => [property.logicalName, property]));
      this.fieldCache.set(object.logicalName, fields);
    }
    return fields;
  }

  private field(
    file: string,
    object: ObjectDefinition,
    name: string,
    path: Path,
  ): PropertyDefinition | undefined {
    const property = this.fields(object).get(name);
    if (!property) this.problems.add(file, path, `${object.logicalName} has no field ${name}`);
    return property;
  }

  private entity(file: string, name: string, path: Path): ObjectDefinition | undefined {
    const object = this.objects.get(name);
    if (!object) this.problems.add(file, path, `unknown entity ${name}`);
    return object;
  }

  private checkForm(file: string, object: ObjectDefinition, body: FormBody, at: Path): void {
    this.checkPanel(file, object, body.panel, [...at, 'panel']);
    body.header?.fields.forEach((name, i) => {
      this.field(file, object, name, [...at, 'header', 'fields', i]);
    });
  }

  private checkPanel(file: string, object: ObjectDefinition, panel: PanelDefinition, at: Path): void {
    panel.fields?.forEach((field, i) => {
      if (field.type !== 'Separator') this.field(file, object, field.name, [...at, 'fields', i, 'name']);
    });
    (panel.tracked as string[] | undefined)?.forEach((name, i) => {
      this.field(file, object, name, [...at, 'tracked', i]);
    });
    if (panel.type === 'AssociatedList' && typeof panel.objectName === 'string') {
      const related = this.entity(file, panel.objectName, [...at, 'objectName']);
      if (related && typeof panel.relationField === 'string') {
        const relation = this.field(file, related, panel.relationField, [...at, 'relationField']);
        if (relation && !(relation.targets ?? []).includes(object.logicalName)) {
          this.problems.add(
            file,
            [...at, 'relationField'],
            `${related.logicalName}.${relation.logicalName} is not a lookup to ${object.logicalName}`,
          );
        }
      }
    }
    panel.panels?.forEach((child, i) => {
      this.checkPanel(file, object, child, [...at, 'panels', i]);
    });
  }

  private checkList(file: string, object: ObjectDefinition, body: ListBody, at: Path): void {
    const links = new Map<string, ObjectDefinition | undefined>();
    for (const link of body.query.entity.links ?? []) {
      if (link.alias) links.set(link.alias, this.objects.get(link.name));
    }
    body.columns?.forEach((column, i) => {
      const path = [...at, 'columns', i, 'attribute'];
      const [alias, attribute] = column.attribute.includes('.')
        ? (column.attribute.split('.', 2) as [string, string])
        : [undefined, column.attribute];
      if (alias === undefined) {
        this.field(file, object, attribute, path);
        return;
      }
      if (!links.has(alias)) {
        this.problems.add(file, path, `no link with alias ${alias} in the query`);
        return;
      }
      const linked = links.get(alias);
      if (linked) this.field(file, linked, attribute, path);
    });
    body.quickFilters?.forEach((filter, i) => {
      const path = [...at, 'quickFilters', i];
      // as the web's quick filters read it (web/src/lists/filters/filter-property.ts)
      const property = filter.propertyName ?? (filter.type === 'owner' ? 'ownerid' : filter.name);
      this.field(file, object, property, [...path, filter.propertyName ? 'propertyName' : 'name']);
      if (typeof filter.objectName === 'string')
        this.entity(file, filter.objectName, [...path, 'objectName']);
    });
    if (body.query.entity.filter) {
      this.checkFilter(file, object, body.query.entity.filter, [...at, 'query', 'entity', 'filter']);
    }
  }

  /** Option values in conditions (the query compiler checks names and operators, not values). */
  private checkFilter(file: string, object: ObjectDefinition, filter: Filter, at: Path): void {
    filter.conditions?.forEach((condition, i) => {
      if (condition.entityName) return;
      const path = [...at, 'conditions', i];
      const property = this.field(file, object, condition.attribute, [...path, 'attribute']);
      if (!property || !['eq', 'ne', 'in'].includes(condition.operator)) return;
      const allowed = optionValues(property);
      if (!allowed) return;
      const values = Array.isArray(condition.value) ? condition.value : [condition.value];
      values.forEach((value, j) => {
        if (!allowed.has(String(value))) {
          this.problems.add(
            file,
            Array.isArray(condition.value) ? [...path, 'value', j] : [...path, 'value'],
            `${String(value)} is not an option of ${object.logicalName}.${property.logicalName}`,
          );
        }
      });
    });
    filter.filters?.forEach((child, i) => {
      this.checkFilter(file, object, child, [...at, 'filters', i]);
    });
  }

  private checkDashboard(file: string, body: DashboardBody, at: Path): void {
    body.objects.forEach((widget, i) => {
      const path = [...at, 'objects', i];
      if (!widget.objectName) return;
      const object = this.entity(file, widget.objectName, [...path, 'objectName']);
      if (!object) return;
      if (widget.field) this.field(file, object, widget.field, [...path, 'field']);
      widget.series?.forEach((series, j) => {
        this.field(file, object, series.aggregateField, [...path, 'series', j, 'aggregateField']);
      });
      widget.groups?.forEach((group, j) => {
        this.field(file, object, group.field, [...path, 'groups', j, 'field']);
      });
      if (widget.listName) {
        const kind = widget.type === 'chart' ? 'chart' : 'view';
        if (!this.hasView(kind, object.logicalName, widget.listName)) {
          this.problems.add(
            file,
            [...path, 'listName'],
            `no ${kind} named ${widget.listName} for ${object.logicalName}`,
          );
        }
      }
      if (widget.extraFetch)
        this.checkFilter(file, object, widget.extraFetch as Filter, [...path, 'extraFetch']);
    });
  }

  private checkHome(file: string, body: HomeBody, at: Path): void {
    body.items.forEach((item, i) => {
      if (item.kind !== 'entity') return;
      if (!item.name || !this.objects.has(item.name)) {
        this.problems.add(file, [...at, 'items', i, 'name'], `unknown entity ${item.name ?? ''}`);
        return;
      }
      if (item.view && !this.hasView('view', item.name, item.view)) {
        this.problems.add(file, [...at, 'items', i, 'view'], `no view named ${item.view} for ${item.name}`);
      }
    });
  }

  private hasView(kind: string, objectname: string, name: string): boolean {
    return this.views.some(
      (view) => view.kind === kind && view.objectname === objectname && view.name === name,
    );
  }
}

function optionValues(property: PropertyDefinition): Set<string> | undefined {
  if (!property.flags.includes('OptionSet') || property.flags.includes('WriteIn')) return undefined;
  const values = property.richOptions?.map((option) => option.value) ?? property.options ?? [];
  return values.length > 0 ? new Set(values.map(String)) : undefined;
}

type FormBody = { panel: PanelDefinition; header?: FormHeader };
type Filter = {
  conditions?: { attribute: string; operator: string; value?: unknown; entityName?: string }[];
  filters?: Filter[];
};
type ListBody = {
  query: { entity: { links?: { name: string; alias?: string }[]; filter?: Filter } };
  columns?: { attribute: string }[];
  quickFilters?: { name: string; type: string; propertyName?: string; objectName?: unknown }[];
};
type DashboardBody = {
  objects: {
    type: string;
    objectName?: string;
    field?: string;
    listName?: string;
    series?: { aggregateField: string }[];
    groups?: { field: string }[];
    extraFetch?: unknown;
  }[];
};
type HomeBody = { items: { kind: string; name?: string; view?: string }[] };

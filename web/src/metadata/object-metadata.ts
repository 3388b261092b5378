import type { ObjectDefinition, PropertyDefinition } from '@strata/api/contract/metadata';
import { useShell } from '../context/shell-context';

/** A property as the client sees it in the user context's metaDict. */
export type PropertyMeta = PropertyDefinition;
/** An object (entity) with every property, base columns included. */
export type ObjectMeta = ObjectDefinition;

export function hasFlag(property: Pick<PropertyMeta, 'flags'>, flag: PropertyMeta['flags'][number]): boolean {
  return property.flags.includes(flag);
}

export function findProperty(object: ObjectMeta | undefined, name: string): PropertyMeta | undefined {
  return object?.properties.find((property) => property.logicalName === name);
}

/** The object's metadata from the user context; undefined when unknown or not readable. */
export function useObjectMeta(name: string): ObjectMeta | undefined {
  const { context } = useShell();
  return context.metaDict[name] as ObjectMeta | undefined;
}

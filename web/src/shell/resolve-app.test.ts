import { describe, expect, it } from 'vitest';
import type { AppInfo } from '../api/user-context.js';
import { resolveApp } from './resolve-app.js';

const app = (name: string): AppInfo => ({
  id: name,
  name,
  label: name,
  icon: null,
  builtIn: false,
  home: null,
});
const apps = [app('sales'), app('service')];

describe('resolveApp', () => {
  it('takes the app the URL names', () => {
    expect(resolveApp(apps, 'service', 'sales')?.name).toBe('service');
  });
  it('reads ! as the remembered app, else the first', () => {
    expect(resolveApp(apps, '!', 'service')?.name).toBe('service');
    expect(resolveApp(apps, '!', undefined)?.name).toBe('sales');
    expect(resolveApp(apps, '!', 'gone')?.name).toBe('sales');
  });
  it('turns an unknown id into the first app, and nothing into nothing', () => {
    expect(resolveApp(apps, 'nosuchapp', 'service')?.name).toBe('sales');
    expect(resolveApp([], '!', undefined)).toBeUndefined();
  });
});

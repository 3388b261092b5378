/** Generates the field-service data: installed equipment (07_equipment.json) and work orders (12_workorder.json). */
import { type Account, type AccountLists, type Contact, siteContact } from './accounts-contacts.js';
import { createdIn, dateOnly, day, dayAt, iso, officeTime, reference } from './dates.js';
import { equipmentId, productId, uuid } from './ids.js';
import { hardware, products } from './products.js';
import { at, rngFor } from './random.js';
import { type Row, type SampleFile, stamps } from './rows.js';
import { technicianFor } from './team.js';
import { pad } from './text.js';

export type Equipment = { id: string; account: number; name: string };

export function generateEquipment({ accounts, customerAccounts }: AccountLists): {
  equipment: Equipment[];
  file: SampleFile;
} {
  const equipment: Equipment[] = [];
  const rng = rngFor('equipment');
  const rows: Row[] = [];
  for (let index = 0; index < 25; index++) {
    const account = at(customerAccounts, index % customerAccounts.length);
    const product = rng.pick(hardware);
    const p = at(products, product);
    const sameAccount = equipment.filter((e) => e.account === account).length;
    const name = `${p.name.replace(/ (\d|DN).*$/, '')} ${p.code}${sameAccount > 0 ? ` #${sameAccount + 1}` : ''}`;
    equipment.push({ id: equipmentId(index), account, name });
    const created = createdIn(rng, 365, 30);
    const installed = Date.UTC(rng.int(2019, 2026), rng.int(0, 11), rng.int(1, 28));
    const install = Math.min(installed, created - 7 * day);
    const warrantyYears = p.price > 5000 ? 5 : 2;
    const status = index === 24 ? 4 : rng.pick([1, 1, 1, 1, 2, 2, 3]);
    const a = at(accounts, account);
    rows.push({
      id: equipmentId(index),
      name,
      accountid: a.id,
      productid: productId(product),
      serialnumber: `${p.vendor.slice(0, 2).toUpperCase()}-${new Date(install).getUTCFullYear()}-${pad(rng.int(1, 99999), 5)}`,
      manufacturer: p.vendor,
      model: p.code,
      installdate: dateOnly(install),
      warrantyend: dateOnly(
        Date.UTC(
          new Date(install).getUTCFullYear() + warrantyYears,
          new Date(install).getUTCMonth(),
          new Date(install).getUTCDate(),
        ),
      ),
      status,
      description:
        status === 3
          ? 'Out of order since last inspection; repair scheduled.'
          : `Installed at ${a.city.city} site.`,
      ...stamps(rng, created, rng.chance(0.9) ? technicianFor(a.city.country) : undefined, status === 4),
    });
  }
  return { equipment, file: { file: '07_equipment.json', entity: 'equipment', rows } };
}

const workTypes = [
  ['maintenance', 'Preventive maintenance'],
  ['repair', 'Repair'],
  ['inspection', 'Annual inspection'],
  ['installation', 'Installation'],
] as const;

/** Work orders for the first 20 pieces of equipment, scheduled in the weeks around the reference day. */
export function generateWorkOrders({
  accounts,
  contacts,
  equipment,
}: {
  accounts: Account[];
  contacts: Contact[];
  equipment: Equipment[];
}): SampleFile {
  const rng = rngFor('workorder');
  // working days from 2026-11-09 to 2026-12-04, two slots a day per technician (08:00 and 13:00 CET)
  const days: number[] = [];
  for (let offset = -13; offset <= 12; offset++) {
    const dow = new Date(dayAt(offset)).getUTCDay();
    if (dow !== 0 && dow !== 6) days.push(dayAt(offset));
  }
  const taken = new Set<string>();
  const rows: Row[] = [];
  for (let index = 0; index < 20; index++) {
    const e = at(equipment, index);
    const a = at(accounts, e.account);
    const technician = technicianFor(a.city.country);
    let start = 0;
    for (;;) {
      const dayStart = rng.pick(days);
      const slot = rng.pick([7, 12]);
      const key = `${technician}/${dayStart}/${slot}`;
      if (taken.has(key)) continue;
      taken.add(key);
      start = dayStart + (slot * 60 + rng.pick([0, 30])) * 60 * 1000;
      break;
    }
    const [type, label] = index % 7 === 3 ? at(workTypes, 1) : rng.pick(workTypes);
    const duration = rng.pick(type === 'installation' ? [180, 240] : [60, 90, 120, 150]);
    const past = start < reference;
    const status = past ? (index === 5 ? 'cancelled' : 'completed') : 'scheduled';
    const created = Math.min(start - rng.int(3, 25) * day, dayAt(-1));
    rows.push({
      id: uuid('workorder', index),
      name: `${label} – ${e.name}`,
      accountid: a.id,
      contactid: siteContact(contacts, e.account).id,
      equipmentid: e.id,
      worktype: type,
      priority: type === 'repair' ? 1 : rng.pick([2, 2, 3]),
      workorderstatus: status,
      scheduledstart: iso(start),
      scheduledend: iso(start + duration * 60 * 1000),
      duration,
      address1_street: a.street,
      address1_city: a.city.city,
      address1_postalcode: a.city.zip,
      address1_country: a.city.country,
      address1_latitude: a.lat,
      address1_longitude: a.lon,
      description:
        type === 'repair'
          ? 'Customer reports a fault code and reduced output; read out the error log and replace faulty parts.'
          : type === 'installation'
            ? 'Install and commission the unit; hand over documentation to the site contact.'
            : 'Check operation, clean filters where fitted, read out controller logs and record readings.',
      ...stamps(
        rng,
        officeTime(rng, Math.floor(created / day) * day),
        technician,
        status === 'completed' || status === 'cancelled',
      ),
    });
  }
  rows.sort((x, y) => String(x.scheduledstart).localeCompare(String(y.scheduledstart)));
  return { file: '12_workorder.json', entity: 'workorder', rows };
}

/** Generates the system users (01_systemuser.json) and the product catalogue (02_product.json). */
import { dayAt, iso, officeTime } from './dates.js';
import { productId, userId } from './ids.js';
import { products } from './products.js';
import { rngFor } from './random.js';
import { type SampleFile, stamps } from './rows.js';
import { manager, users } from './team.js';
import { ascii, phone } from './text.js';

export function generateUsers(): SampleFile {
  const rng = rngFor('systemuser');
  return {
    file: '01_systemuser.json',
    entity: 'systemuser',
    rows: users.map((user, index) => ({
      id: userId(index),
      name: `${user.first} ${user.last}`,
      emailaddress: `${ascii(user.first)}.${ascii(user.last)}@example.com`,
      title: user.title,
      phone: phone(rng, user.country, true),
      language: user.language,
      home_location: `${user.city}, ${user.country}`,
      address_street: user.street,
      address_city: user.city,
      address_zip: user.zip,
      address_country: user.country,
      address_latitude: user.lat,
      address_longitude: user.lon,
      isdisabled: false,
      createdon: iso(Date.UTC(2025, 10, 24, 8, 0) + index * 15 * 60 * 1000),
    })),
  };
}

export function generateProducts(): SampleFile {
  const rng = rngFor('product');
  return {
    file: '02_product.json',
    entity: 'product',
    rows: products.map((p, index) => ({
      id: productId(index),
      name: p.name,
      productnumber: `PRD-${1001 + index}`,
      categorycode: p.category,
      unit: p.unit,
      price: p.price,
      standardcost: p.cost,
      vendorname: p.vendor,
      isdiscontinued: false,
      description: p.description,
      ...stamps(rng, officeTime(rng, dayAt(-364 + index)), manager),
    })),
  };
}

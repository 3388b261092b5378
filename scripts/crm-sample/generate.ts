/** Writes the crm template's sample rows: `node --import tsx scripts/crm-sample/generate.ts`. */
// The output is deterministic: a seeded PRNG per file (random.ts) and name-based UUIDs (ids.ts), so
// re-running it changes nothing unless these modules change. Dates cluster around 2026-11-22 (dates.ts).
import { generateAccounts, generateContacts } from './accounts-contacts.js';
import { generateActivities } from './activities.js';
import { generateInvoices } from './invoices.js';
import { generateLeads } from './leads.js';
import { generateOpportunities, generateOpportunityRows } from './opportunities.js';
import { generateOrders } from './orders.js';
import { generateQuotes } from './quotes.js';
import { generateEquipment, generateWorkOrders } from './service.js';
import { generateProducts, generateUsers } from './users-products.js';
import { writeSampleFiles } from './write-files.js';

const users = generateUsers();
const products = generateProducts();
const { file: accountFile, ...accountLists } = generateAccounts();
const { accounts } = accountLists;
const { contacts, file: contactFile } = generateContacts(accounts);
const { file: leadFile, ...leads } = generateLeads(accountLists);
const opportunities = generateOpportunities({ ...accountLists, ...leads });
const { quotes, files: quoteFiles } = generateQuotes({ accounts, contacts, opportunities });
const opportunityFile = generateOpportunityRows({ accounts, contacts, opportunities, quotes });
const { equipment, file: equipmentFile } = generateEquipment(accountLists);
const { orders, files: orderFiles } = generateOrders({ ...accountLists, contacts, opportunities, quotes });
const workOrderFile = generateWorkOrders({ accounts, contacts, equipment });
const invoiceFile = generateInvoices({ ...accountLists, orders });
const activityFile = generateActivities({ ...accountLists, ...leads, contacts, opportunities });

writeSampleFiles([
  users,
  products,
  accountFile,
  contactFile,
  leadFile,
  ...quoteFiles,
  opportunityFile,
  equipmentFile,
  ...orderFiles,
  workOrderFile,
  invoiceFile,
  activityFile,
]);

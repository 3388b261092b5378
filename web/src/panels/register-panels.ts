import { lazyChunk } from '../chunks/lazy-chunk';
import { loadNamespace } from '../i18n/setup-i18n';
import { registerCustomPanel } from './panel-api';

/**
 * The domain panels (issue 23), each a lazy chunk with the `panels` texts: a form that names
 * none never loads them. Forms name a panel in customComponent; both names the spec lists for
 * the trip panels are registered.
 */
const withTexts = <T>(load: () => Promise<T>) =>
  Promise.all([load(), loadNamespace('panels')]).then(([module]) => module);

const journey = lazyChunk(() =>
  withTexts(() => import('./journey/JourneyPanel').then((m) => ({ default: m.JourneyPanel }))),
);
const meals = lazyChunk(() =>
  withTexts(() => import('./meals/MealsPanel').then((m) => ({ default: m.MealsPanel }))),
);
const budget = lazyChunk(() =>
  withTexts(() => import('./budget/BudgetPanel').then((m) => ({ default: m.BudgetPanel }))),
);
const community = lazyChunk(() =>
  withTexts(() =>
    import('./community/CommunityChartPanel').then((m) => ({ default: m.CommunityChartPanel })),
  ),
);

// issue 21: an AssociatedList with "cart": true (forms/panels/AssociatedListPanel.tsx) shows this
const productLines = lazyChunk(() => withTexts(() => import('./cart/ProductLinesPanel')));

registerCustomPanel('journey', journey);
registerCustomPanel('journey2', journey);
registerCustomPanel('journeyDiet', meals);
registerCustomPanel('journeyDiet2', meals);
registerCustomPanel('budget', budget);
registerCustomPanel('communityChart', community);
registerCustomPanel('productLines', productLines);

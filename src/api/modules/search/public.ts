/**
 * What the search offers the other modules: a catalogue query as filters, and the check of one
 * product against many filter sets exactly as the catalogue search would find it (saved searches,
 * issue 22, decision 053).
 */
export { filterSetsMatching, filtersFromQuery, type ProductFilters } from "./products.ts";
export { economicsOf } from "./service.ts";

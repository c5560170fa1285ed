import type { RouteModule } from '../../lib/member-routes.js';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import {
  citiesQuerySchema,
  citySchema,
  countryListItemSchema,
  countrySchema,
  homeSchema,
  idParamSchema,
  isUiLanguage,
  langParamSchema,
  languageSchema,
  listSchema,
  slugParamSchema,
  stateSchema,
  zoneSchema,
} from '@bgc/shared';
import { requestLanguage } from '../../lib/language.js';
import { validationError } from '../../lib/errors.js';
import type { GeoService } from './geo.service.js';

/**
 * Area, location and shell data: T14, T15, T22–T28. Each answer is serialised by its shared
 * schema, which also documents it in /api/docs.
 */
export const geoRoutes: RouteModule<GeoService> = (service) => async (app) => {
  app.get('/home', { schema: { response: { 200: homeSchema } }, ...PUBLIC_READ }, async () =>
    service.home(),
  );
  app.get(
    '/categories',
    { schema: { response: { 200: listSchema(zoneSchema) } }, ...PUBLIC_READ },
    async (request) => service.categories(requestLanguage(request)),
  );
  app.get(
    '/countries/all',
    { schema: { response: { 200: listSchema(countryListItemSchema) } }, ...PUBLIC_READ },
    async (request) => service.allCountries(requestLanguage(request)),
  );
  app.get(
    '/countries/available/:lang',
    { schema: { params: langParamSchema, response: { 200: listSchema(countrySchema) } } },
    async (request) => {
      const lang = request.params.lang.toLowerCase();
      if (!isUiLanguage(lang)) {
        throw validationError('Invalid parameter: lang', {
          lang: 'Must be one of en, fr, vi, it, de, es',
        });
      }
      return service.availableCountries(lang);
    },
  );
  app.get(
    '/countries/states/:id',
    { schema: { params: idParamSchema, response: { 200: listSchema(stateSchema) } } },
    async (request) => service.states(request.params.id),
  );
  app.get(
    '/countries/:slug',
    { schema: { params: slugParamSchema, response: { 200: countrySchema } }, ...PUBLIC_READ },
    async (request) => service.country(request.params.slug, requestLanguage(request)),
  );
  app.get(
    '/zones/:slug',
    { schema: { params: slugParamSchema, response: { 200: zoneSchema } }, ...PUBLIC_READ },
    async (request) => service.zone(request.params.slug, requestLanguage(request)),
  );
  app.get(
    '/languages/all',
    { schema: { response: { 200: listSchema(languageSchema) } }, ...PUBLIC_READ },
    async (request) => service.languages(requestLanguage(request)),
  );
  app.get(
    '/states/cities/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: citiesQuerySchema,
        response: { 200: listSchema(citySchema) },
      },
    },
    async (request) => service.cities(request.params.id, request.query),
  );
};

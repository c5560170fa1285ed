import { describe, expect, it } from 'vitest';
import { finderRequestDataSchema, finderRequestSummary } from '@bgc/shared';
import {
  changeForm,
  emptyForm,
  formErrors,
  hostPayload,
  requestData,
  searchPayload,
} from './finder-model.js';

describe('finder form (FIND-014..026)', () => {
  it('resets dependants', () => {
    const f = {
      ...emptyForm(),
      country: 1,
      state: 2,
      city: { id: 3, name: 'Lyon' },
      courses: [{ id: 9, name: 'X' }],
    };
    expect(changeForm(f, { country: 4 })).toMatchObject({ state: null, city: null, courses: [] });
    expect(changeForm(f, { state: 5 })).toMatchObject({ country: 1, city: null, courses: [] });
    const dated = changeForm(
      { ...f, dateFrom: '2030-01-01', dateTo: '2030-01-03' },
      { dateFrom: '2030-01-02' },
    );
    expect(dated.dateTo).toBe('');
    const weekly = {
      ...f,
      weekly: { ...f.weekly, monday: { has: true, from: '08:00', to: '09:00' } },
    };
    expect(changeForm(weekly, { timeMode: 1 }).weekly.monday.has).toBe(false);
    expect(
      changeForm(
        { ...f, timeMode: 1, slots: [{ date: '2030-01-01', from: '08:00', to: '09:00' }] },
        { timeMode: 2 },
      ).slots,
    ).toEqual([]);
  });

  it('translates the rule messages into keys with the day or date', () => {
    const f = { ...emptyForm(), country: 1, state: 2, courses: [{ id: 9, name: 'X' }] };
    expect(formErrors(f, 'host')).toEqual({ weekly: { key: 'errors.checkDay' } });
    expect(formErrors({ ...emptyForm() }, 'host')).toMatchObject({
      country: { key: 'errors.required' },
      courses: { key: 'errors.chooseCourse' },
    });
    const bad = {
      ...f,
      weekly: { ...f.weekly, tuesday: { has: true, from: '10:00', to: '09:00' } },
    };
    expect(formErrors(bad, 'host')).toEqual({
      tuesday: { key: 'errors.checkTimesDay', params: { day: 'tuesday' } },
    });
    const slot = {
      ...f,
      timeMode: 1 as const,
      slots: [{ date: '2030-02-03', from: '9:0', to: '10:00' }],
    };
    expect(formErrors(slot, 'host')).toEqual({
      timeTemporary: { key: 'errors.invalidTimeDate', params: { date: '2030-02-03' } },
    });
    expect(formErrors({ ...f, timeMode: 1 }, 'host')).toEqual({
      timeTemporary: { key: 'errors.addDate' },
    });
    expect(formErrors({ ...emptyForm(), country: 1, state: 2 }, 'seeker')).toEqual({
      dateFrom: { key: 'errors.dateRequired' },
      dateTo: { key: 'errors.dateRequired' },
    });
  });

  it('builds the payloads', () => {
    const f = {
      ...emptyForm(),
      country: 1,
      state: 2,
      city: { id: 3, name: 'Lyon' },
      dateFrom: '2030-01-01',
      dateTo: '2030-01-05',
    };
    f.weekly.saturday = { has: true, from: '08:00', to: '12:00' };
    expect(searchPayload(f)).toEqual({
      filter_country: 1,
      state: 2,
      city: 3,
      dateFrom: '2030-01-01',
      dateTo: '2030-01-05',
      page: 1,
      saturdayHas: true,
      saturdayFrom: '08:00',
      saturdayTo: '12:00',
    });
    expect(hostPayload({ ...f, courses: [{ id: 7, name: 'A' }] })).toMatchObject({
      courses: [7],
      timeMode: 2,
      saturdayHas: true,
      mondayHas: false,
    });
  });
});

describe('the golf request (FIND-011, FRIEND-020, decision 043)', () => {
  it('carries the dates, the place searched with its names and the handicap', () => {
    const form = {
      ...emptyForm(),
      country: 1,
      state: 2,
      city: { id: 3, name: 'Lyon' },
      dateFrom: '2030-05-04',
      dateTo: '2030-05-06',
    };
    const data = requestData(form, 12.5, { state: 'Auvergne-Rhône-Alpes', country: 'France' });
    expect(finderRequestDataSchema.safeParse(data).success).toBe(true);
    expect(finderRequestSummary(data)).toEqual({
      dateFrom: '2030-05-04',
      dateTo: '2030-05-06',
      place: 'Lyon, Auvergne-Rhône-Alpes, France',
      handicap: 12.5,
    });
    // without a city (and names not loaded) the place is what is known
    const regionOnly = requestData({ ...form, city: null }, null, { state: 'Bretagne' });
    expect(finderRequestSummary(regionOnly)?.place).toBe('Bretagne');
  });
});

import type { Faker } from '@faker-js/faker';

const providerStems = [
  'Coastal',
  'Summit',
  'Harbor',
  'Pinnacle',
  'Meridian',
  'Evergreen',
  'Keystone',
  'Bluewater',
  'Northstar',
  'Redwood',
  'Silverline',
  'Lakeshore',
  'Ironwood',
  'Crescent',
  'Highland',
];
const providerKinds = [
  'Hospitality Networks',
  'Connect',
  'Wireless',
  'Hotel Group',
  'Resorts',
  'Venues',
];
const siteBrands = [
  'Harborview Inn',
  'Grand Plaza Hotel',
  'Lakeside Suites',
  'Parkside Lodge',
  'Riverside Resort',
  'Summit Conference Center',
  'Bayfront Hotel',
  'Cedar Creek Inn',
  'Metro Convention Center',
  'Sunset Beach Resort',
  'Airport Suites',
  'Union Station Hotel',
  'Maple Court Apartments',
  'Stadium Arena',
  'University Residence Hall',
  'Marina Club',
  'Garden Court Hotel',
];
const serviceAreas = [
  'Lobby',
  'Guest Rooms',
  'Meeting Rooms',
  'Conference Center',
  'Pool Deck',
  'Restaurant',
  'Fitness Center',
  'Ballroom',
  'Executive Lounge',
  'Business Center',
  'Spa',
  'Rooftop Bar',
];

/** Realistic org names by type, drawn from one seeded faker. */
export const orgNames = {
  provider: (faker: Faker) =>
    `${faker.helpers.arrayElement(providerStems)} ${faker.helpers.arrayElement(providerKinds)}`,
  grouping: (faker: Faker) =>
    faker.helpers.arrayElement([
      () => `${faker.location.state()} Properties`,
      () => `${faker.location.city()} Portfolio`,
      () => `${faker.helpers.arrayElement(['North', 'South', 'East', 'West', 'Central'])} Region`,
    ])(),
  site: (faker: Faker) => `${faker.helpers.arrayElement(siteBrands)} ${faker.location.city()}`,
  /** Service area names of one site, distinct within it. */
  serviceAreas: (faker: Faker, count: number) =>
    faker.helpers.arrayElements(serviceAreas, Math.min(count, serviceAreas.length)),
};

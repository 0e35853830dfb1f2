import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalNumberText, requiredNumberText } from './number-text.js';

const judge = (schema: v.GenericSchema<string, unknown>, text: string) => {
  const result = v.safeParse(schema, text);
  return result.success ? result.output : result.issues.map((issue) => issue.message);
};

describe('optionalNumberText', () => {
  const whole = optionalNumberText({ whole: true, min: 1, max: 100 });
  it.each([
    ['', null],
    ['   ', null],
    [' 7 ', 7],
    ['007', 7],
    ['1', 1],
    ['100', 100],
    ['0', ['Must be 1 or greater']],
    ['-5', ['Must be 1 or greater']],
    ['101', ['Must be 100 or less']],
    ['1.5', ['Must be a whole number']],
    ['abc', ['Must be a number']],
    ['-', ['Must be a number']],
    ['1e3', ['Must be a number']],
    ['+1', ['Must be a number']],
  ])('reads %j in a whole 1-100 field as %j', (text, expected) => {
    expect(judge(whole, text)).toEqual(expected);
  });

  const decimal = optionalNumberText({ min: 0, max: 100 });
  it.each([
    ['12.5', 12.5],
    ['0', 0],
    ['100.01', ['Must be 100 or less']],
    ['-0.5', ['Must be 0 or greater']],
  ])('reads %j in a decimal 0-100 field as %j', (text, expected) => {
    expect(judge(decimal, text)).toEqual(expected);
  });
});

describe('requiredNumberText', () => {
  const money = requiredNumberText({ price: true, above: 0, max: 1000 });
  it.each([
    ['9.99', 9.99],
    [' 10 ', 10],
    ['', ['Required']],
    ['  ', ['Required']],
    ['0', ['Must be greater than 0']],
    ['9.999', ['Invalid Price']],
    ['-1', ['Invalid Price']],
    ['1000.01', ['Must be 1000 or less']],
    ['ten', ['Invalid Price']],
  ])('reads %j in a money field as %j', (text, expected) => {
    expect(judge(money, text)).toEqual(expected);
  });
});

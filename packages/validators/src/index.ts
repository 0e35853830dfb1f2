export { REQUIRED_MESSAGE, type RuleResult, required } from './required.js';

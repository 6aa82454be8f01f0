/**
 * Every public rule of the domain by name, for tests, the server and docs. Application code imports
 * the individual files instead, so a page only loads the rules it uses.
 */
export * from './enumerations';
export * from './constants';
export * from './after-login';
export * from './bot-user-agent';
export * from './calendar-date';
export * from './card-number';
export * from './consent';
export * from './contact-info';
export * from './date-format';
export * from './device-rule';
export * from './feedback-banner';
export * from './iban';
export * from './inbox';
export * from './install-banner';
export * from './locale';
export * from './login-attempt';
export * from './number-format';
export * from './patterns';
export * from './picture-grouping';
export * from './property-profile';
export * from './pull-to-refresh';
export * from './reservation';
export * from './arrival-group';
export * from './return-path';
export * from './route-params';
export * from './stay';
export * from './tax-legal';
export * from './verification-code-input';
export * from './week-of-year';
export * from './year-range';

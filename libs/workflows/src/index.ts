export * from './workflow.js';
export * from './registry.js';

export { type By } from './core/actors.js';
export { type StateMeta, type MachineEventOf, describeMachine, flattenStateValue, toMachineEvent } from './core/machine.js';
export * from './core/role-policy.js';

export * from './review/review.events.js';
export * from './review/review-machine.js';
export * from './review/review-workflow.js';

export * from './enterprise-application/enterprise-application.events.js';
export * from './enterprise-application/enterprise-application.machine.js';
export * from './enterprise-application/enterprise-application.decider.js';
export * from './provider-application/provider-application.events.js';
export * from './provider-application/provider-application.machine.js';
export * from './provider-application/provider-application.decider.js';
export * from './account-application/account-application.events.js';
export * from './account-application/account-application.machine.js';
export * from './account-application/account-application.decider.js';
export * from './visit-appointment/visit-appointment.events.js';
export * from './visit-appointment/visit-appointment.machine.js';
export * from './visit-appointment/visit-appointment.decider.js';
export * from './lab-appointment/lab-appointment.events.js';
export * from './lab-appointment/lab-appointment.machine.js';
export * from './lab-appointment/lab-appointment.decider.js';
export * from './service-demand/service-demand.events.js';
export * from './service-demand/service-demand.machine.js';
export * from './service-demand/service-demand.decider.js';
export * from './activity/activity.events.js';
export * from './activity/activity.machine.js';
export * from './activity/activity.decider.js';

export * from './suggestion/suggestion.events.js';
export * from './suggestion/suggestion.machine.js';
export * from './suggestion/suggestion.decider.js';

export * from './loan/loan.events.js';
export * from './loan/loan.context.js';
export * from './loan/loan.banks.js';
export * from './loan/loan.machine.js';
export * from './loan/loan.rounds.js';
export * from './loan/loan.decider.js';
export * from './loan/loan.bank-visibility.js';

export * from './loan-v2/loan-v2.events.js';
export * from './loan-v2/loan-v2.machine.js';
export * from './loan-v2/loan-v2.decider.js';

export * from './bill/bill.events.js';
export * from './bill/bill.machine.js';
export * from './bill/bill.decider.js';

export * from './contract/contract.events.js';
export * from './contract/contract.machine.js';
export * from './contract/contract.decider.js';
export * from './contract-bill/contract-bill.events.js';
export * from './contract-bill/contract-bill.machine.js';
export * from './contract-bill/contract-bill.decider.js';
export * from './verification/verification.events.js';
export * from './verification/verification.machine.js';
export * from './verification/verification.decider.js';
export * from './safety-check/safety-check.events.js';
export * from './safety-check/safety-check.machine.js';
export * from './safety-check/safety-check.decider.js';
export * from './catalogue/catalogue.events.js';
export * from './catalogue/catalogue.machine.js';
export * from './catalogue/catalogue.decider.js';

export * from './booking-order/booking-order.events.js';
export * from './booking-order/booking-order.machine.js';
export * from './booking-order/booking-order.decider.js';

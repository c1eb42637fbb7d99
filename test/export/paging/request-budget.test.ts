import { describe, expect, it } from 'vitest';
import { RequestBudget, RequestBudgetExceeded } from '../../../src/export/paging/request-budget.ts';

describe('RequestBudget', () => {
  it('counts the requests spent and those left', () => {
    const budget = new RequestBudget(3);
    budget.spend();
    budget.spend();
    expect(budget).toMatchObject({ max: 3, spent: 2, remaining: 1 });
  });

  it('refuses the request past the budget, naming max-requests, and records nothing', () => {
    const budget = new RequestBudget(1);
    budget.spend();
    expect(() => budget.spend()).toThrow(RequestBudgetExceeded);
    expect(() => budget.spend()).toThrow('the request budget of 1 (max-requests) is used up');
    expect(budget).toMatchObject({ spent: 1, remaining: 0 });
  });
});

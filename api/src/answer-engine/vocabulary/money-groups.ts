import type { SynonymGroup } from './synonym-group';

/** Prices, fees, deposits and ways to pay. */
export const MONEY_GROUPS: readonly SynonymGroup[] = [
  {
    id: 'fees',
    heads: ['fee', 'fees', 'charge', 'charges', 'charged', 'cost', 'costs', 'price', 'prices', 'pricing', 'rate', 'rates',
      'surcharge', 'expense', 'expensive', 'extra charge', 'additional charge', 'cheap', 'amount', 'penalty',
      // "which is cheaper, the condo or the house on Linden?" compares their prices.
      'cheaper', 'pricier', 'less expensive', 'more expensive', 'more affordable', 'costlier',
      // "what's the fine for smoking inside?", not "is that fine?".
      'the fine for', 'a fine for', 'get fined', 'be fined'],
  },
  { id: 'cleaning', heads: ['cleaning', 'clean', 'cleaner', 'cleaners', 'housekeeping', 'maid', 'tidy', 'cleaning fee', 'cleaning charge'] },
  // A deposit for a pet, read whole: "how much was my security deposit?" is not answered by the pet deposit.
  {
    id: 'pet-deposit',
    heads: ['pet deposit', 'pet deposits', 'pet bond', 'deposit for a pet', 'deposit for pets', 'deposit for my pet', 'deposit for my dog',
      'deposit for my cat', 'deposit for the dog', 'deposit for the cat', 'dog deposit', 'cat deposit', 'animal deposit'],
    opaque: true,
  },
  {
    id: 'deposit',
    heads: ['deposit', 'deposits', 'security deposit', 'damage deposit', 'bond', 'holding deposit',
      'guarantee', 'as a guarantee'],
  },
  // "when do I get my deposit back?" against "the deposit is returned within 21 days". "Refundable" is
  // not a deposit of its own: "a refundable pet deposit" says nothing of the security deposit.
  { id: 'refund', heads: ['refund', 'refunds', 'refunded', 'refundable', 'get back', 'receive back', 'received back', 'goes back', 'sent back',
    'money back', 'give back', 'paid back', 'returned', 'released'] },
  // "who holds the earnest money?" against "held in escrow by the title company".
  // "how much money will you block on my credit card?": a hold on a card, as people in many countries call it.
  {
    id: 'held',
    heads: ['hold', 'holds', 'held', 'holding', 'hang on to', 'hangs on to', 'keeps hold of', 'block on my card', 'block on my credit card',
      'block on the card', 'blocked on my card', 'blocked on my credit card', 'blocked on the card', 'money blocked'],
  },
  // "on top of the price" says in addition, not where.
  { id: 'in-addition', heads: ['on top of', 'in addition to', 'on top', 'as well', 'separate', 'separately', 'charged separately',
    'extra on top'] },
  // "lots of room", "loads of boxes": how much, not a lot or a load of laundry.
  { id: 'plenty', heads: ['lots of', 'a lot of', 'loads of', 'plenty of', 'tons of', 'heaps of', 'a lot', 'alot', 'quite a lot', 'lots'] },
  // "chirping every minute, driving me mad": how often and how it feels, not a drive or minutes away.
  { id: 'how-it-feels', heads: ['driving me mad', 'driving me crazy', 'driving me nuts', 'driving us mad', 'driving us crazy', 'drives me mad',
    'drives me crazy', 'every minute', 'every few minutes', 'every couple of minutes', 'every few seconds'] },
  { id: 'annual', heads: ['annual', 'annually', 'yearly', 'per year', 'a year', 'each year', 'every year', 'per yr', 'a yr', 'each yr', 'yr'] },
  { id: 'tax', heads: ['tax', 'taxes', 'taxed', 'occupancy tax', 'tourist tax', 'property tax', 'property taxes', 'vat', 'tax bill',
    // "what are the yearly rates on linden": rates, as the British and Australians pay them to the council.
    'council tax', 'council rates', 'yearly rates', 'annual rates', 'rates bill'] },
  // A tax on the stay, read whole: "local occupancy tax" says nothing of how many guests may stay.
  { id: 'stay-tax', heads: ['occupancy tax', 'tourist tax', 'lodging tax', 'hotel tax', 'city tax', 'room tax', 'bed tax'], opaque: true },
  // "do u take personal checks" against "personal checks are accepted", not "the machines take a laundry card".
  { id: 'accepted', heads: ['accept', 'accepts', 'accepted', 'acceptable', 'do you take', 'do they take'] },
  {
    id: 'payment',
    heads: ['pay', 'paying', 'paid', 'payment', 'payments', 'payment method', 'payment methods', 'ways to pay', 'bill', 'bills',
      'payment options', 'options for paying'],
    members: ['credit card', 'debit card', 'card', 'cards', 'cash', 'check', 'checks', 'cheque', 'cheques', 'personal check',
      'money order', 'cashier\'s check', 'cashiers check', 'bank transfer', 'transfer', 'ach', 'direct debit', 'wire',
      'autopay', 'auto pay', 'automatic payments', 'automatic payment', 'automatically', 'recurring payment', 'paypal', 'venmo', 'zelle',
      'apple pay', 'bitcoin', 'crypto', 'checking account', 'bank account', 'savings account', 'visa', 'mastercard', 'amex'],
  },
  // "can I pay straight from my bank account?" pays by bank transfer: "by bank transfer (ACH), which is free".
  { id: 'bank-transfer', heads: ['bank transfer', 'bank transfers', 'ach', 'straight from my bank', 'straight out of my bank'] },
  // "can I pay with my Visa?" pays by card: "by credit or debit card, which carries a 2.9% fee".
  { id: 'card', heads: ['credit card', 'credit cards', 'debit card', 'debit cards', 'card', 'cards', 'visa', 'mastercard', 'amex',
    'american express', 'credit or debit card'] },
  // "can the rent come out of my account on its own?" is what autopay does.
  { id: 'autopay', heads: ['autopay', 'auto pay', 'automatic payment', 'automatic payments', 'automatically', 'come out of my account',
    'taken from my account', 'out of my account automatically', 'taken out of my account', 'standing order', 'recurring payment',
    'come out on its own', 'on its own every month', 'come out by itself', 'pay itself'] },
  // One's own check, not a cashier's check: "can I pay with a normal paper check from my bank?".
  // ("normal check" alone would be "the normal check-out".)
  { id: 'personal-check', heads: ['personal check', 'personal checks', 'paper check', 'paper checks', 'ordinary paper check',
    'normal paper check', 'check from my bank', 'checkbook', 'own check', 'write a check', 'write a personal check', 'write a cheque',
    'write you a check', 'write a check for', 'regular check', 'regular checks', 'regular cheque', 'regular cheques',
    'normal cheque', 'normal cheques', 'a cheque', 'check from her', 'check from his', 'check from their', 'check from her own account'] },
  // Why the visitor asks, not what: "can I turn the heat off to save money?" asks about the heating.
  {
    id: 'saving',
    heads: ['save money', 'saving money', 'save some money', 'save a bit of money', 'save on bills', 'save on the bills', 'save energy',
      'save on energy', 'save electricity', 'save on electricity', 'save power', 'keep costs down', 'keep the bills down', 'cut costs'],
  },
  { id: 'returned-payment', heads: ['bounce', 'bounced', 'bounces', 'returned payment', 'nsf', 'insufficient funds', 'failed payment', 'declined',
    'kicked back'] },
  {
    id: 'hardship',
    heads: ['cant pay', 'cannot pay', 'can not pay', 'unable to pay', 'struggling', 'struggle', 'afford', 'cant afford',
      'hardship', 'short on money', 'short this month', 'payment plan', 'payment arrangement', 'lost my job', 'behind on rent', 'laid off',
      'out of work', 'between jobs', 'lost my income',
      // "not sure I can cover rent this month": whether the rent can be paid, not what is covered.
      'cover rent', 'cover the rent', 'cover my rent', 'cover the full rent', 'cover next month', 'make rent', 'short on rent',
      // "my hours got cut and I don't think I can pay the full rent".
      'hours got cut', 'hours were cut', 'hours cut', 'pay cut', 'pay the full rent', 'pay full rent',
      // "bit skint this month".
      'skint', 'strapped', 'money is tight', 'money tight', 'tight this month'],
  },
  // "does the late fee keep going up?" against "plus $10 for each additional day".
  { id: 'accrue', heads: ['keep going up', 'keeps going up', 'keep climbing', 'keeps climbing', 'keep growing', 'keeps growing', 'keep adding up', 'add up', 'adds up',
    'accrue', 'accrues',
    'pile up', 'each additional day', 'for each additional', 'every extra day', 'each extra day', 'per day late'] },
  { id: 'late', heads: ['late', 'overdue', 'past due', 'behind', 'missed', 'miss', 'delay', 'delayed', 'after the due date'] },
  { id: 'maximum', heads: ['max', 'maximum', 'cap', 'capped', 'limit', 'limits', 'ceiling', 'add up to', 'upper limit', 'at most',
    'top out', 'tops out', 'max out', 'exceed', 'no more than', 'hard cap', 'hard limit', 'strict limit'] },
  { id: 'free', heads: ['free', 'no charge', 'no cost', 'complimentary', 'free of charge', 'without any fees', 'without fees',
    'without a fee', 'no fees', 'fee free', 'cheapest way', 'without getting charged', 'without being charged',
    'without an extra charge', 'without extra charges', 'without any extra charge'] },
  { id: 'included', heads: ['include', 'includes', 'included', 'including', 'cover', 'covers', 'covered', 'comes with', 'come with'] },
];

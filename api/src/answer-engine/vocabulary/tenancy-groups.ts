import type { SynonymGroup } from './synonym-group';

/** How tenants talk about rent, repairs, their lease and living in a managed building. */
export const TENANCY_GROUPS: readonly SynonymGroup[] = [
  { id: 'rent', heads: ['rent', 'rental payment', 'monthly rent', 'monthly payment', 'rent payment', 'pay rent', 'paying rent'] },
  // "when must the rent be paid?" asks when it is due.
  { id: 'due', heads: ['due', 'due date', 'deadline', 'owed', 'owe', 'be paid'] },
  { id: 'grace-period', heads: ['grace period', 'grace', 'grace days', 'extra days', 'leeway', 'wiggle room',
    // "what's the last day I can pay without a late fee?": until when paying late costs nothing.
    'without a late fee', 'without late fees', 'without the late fee', 'without a penalty', 'before a late fee', 'before the late fee',
    'before late fees', 'avoid a late fee', 'avoid the late fee', 'avoid late fees'] },
  {
    id: 'maintenance',
    heads: ['maintenance', 'maintenance request', 'work order', 'repair', 'repairs', 'fix', 'fixed', 'fixing', 'broken',
      'broke', 'break down', 'not working', 'isnt working', 'doesnt work', 'stopped working', 'out of order', 'faulty',
      'problem', 'issue', 'handyman', 'plumber', 'electrician', 'service request', 'damaged', 'dead', 'died',
      'not responding', 'does not respond', 'not reacting', 'unresponsive', 'wont work', 'acting up', 'acts up', 'dropped out',
      'doing wrong', 'whats wrong', 'what is wrong',
      'quit', 'quit working', 'stopped', 'crew', 'repair crew', 'maintenance crew', 'technician', 'repairman', 'workers',
      'maintenance man', 'maintenance guy', 'maintenance person', 'repair man', 'repair guy',
      'no heat', 'no hot water', 'heat is out', 'heat out', 'does nothing', 'isnt doing anything', 'not doing anything',
      'doesnt do anything', 'isnt lighting up', 'not lighting up', 'wont light up', 'doesnt light up', 'busted', 'bust',
      'nothing loads', 'nothing will load', 'not loading', 'wont load', 'doesnt load', 'isnt loading',
      // "internet down again", "the wifi keeps cutting out": what "if the internet stops working" answers.
      'stops working', 'is down', 'down again', 'went down', 'keeps dropping', 'cutting out', 'cuts out', 'nothing lights up',
      // "how do I get someone to look at it?" asks for a repair.
      'look at it', 'take a look at it', 'someone to look at', 'come and look', 'come look at', 'check it out'],
  },
  // "someone tried to break in and I can't lock my door" against "a broken front door lock … that
  // leaves the apartment unsecured", not against breaking a lease.
  {
    id: 'unsecured',
    heads: ['unsecured', 'not secure', 'insecure', 'break in', 'broke in', 'break-in', 'broken into', 'burglar', 'burglary',
      'burgled', 'intruder', 'forced entry', 'cant lock', "can't lock", 'cannot lock', 'wont lock', "won't lock", 'doesnt lock',
      "doesn't lock", 'will not lock'],
  },
  {
    id: 'leak',
    heads: ['leak', 'leaks', 'leaking', 'leaky', 'leakage', 'drip', 'dripping', 'drips', 'flood', 'flooding', 'flooded',
      'burst pipe', 'burst', 'water leak', 'water everywhere', 'pouring', 'water damage', 'overflowing', 'gushing', 'spraying',
      'water dripping', 'water leaking', 'water coming in', 'water coming through', 'through the ceiling', 'from the ceiling',
      'water is coming in', 'water is coming through', 'water is leaking', 'water is dripping', 'ceiling is leaking',
      'leaking ceiling', 'ceiling leak', 'kitchen ceiling', 'bathroom ceiling'],
  },
  {
    id: 'report',
    heads: ['report', 'reporting', 'submit', 'submitting', 'request', 'requests', 'log', 'file', 'raise', 'put in', 'send in',
      // The visitor's "tell you" is the knowledge's "tell us": "let us know within 30 days".
      'let you know', 'notify', 'tell you', 'tell us', 'let us know', 'inform us', 'notify us', 'ask us', 'ask you', 'repair ticket',
      'maintenance ticket', 'open a ticket', 'submit a ticket', 'register', 'registered', 'registration',
      // "when should I ask for it?" asks when to request it, not what it is offered at.
      'should i ask', 'should we ask', 'do i ask', 'do we ask', 'when to ask',
      // "by when do I have to say if I'm staying on?": tell the office.
      'say if', 'say whether', 'say im'],
  },
  { id: 'tap', heads: ['tap', 'taps', 'faucet', 'faucets', 'spigot'] },
  // "how long have I got to decide?" against "tell us whether you will renew at least 60 days before".
  { id: 'decide', heads: ['decide', 'deciding', 'decision', 'make up my mind', 'make my mind up', 'tell us whether', 'let us know whether'] },
  // "does my notice have to be in writing?" against "written notice", "written permission".
  { id: 'in-writing', heads: ['in writing', 'written', 'on paper', 'put it in writing'] },
  { id: 'photos', heads: ['photo', 'photos', 'picture', 'pictures', 'pic', 'image', 'images'] },
  // "do I need permission for a fish tank?" against "do not need approval".
  // Someone coming into a tenant's home: "will the maintenance man come inside when I'm out?" is
  // answered by "permission to enter your apartment".
  { id: 'enter-home', heads: ['enter', 'entering', 'come in', 'come into', 'come inside', 'coming in', 'coming inside', 'go into', 'go inside',
    'let themselves in', 'let himself in', 'let herself in'] },
  { id: 'permission', heads: ['permission', 'approval', 'approve', 'approved', 'consent', 'sign off', 'sign-off', 'ask first', 'ask you first',
    'check with you first'] },
  // "an ordinary repair", "how quickly are they dealt with": a routine request and how soon it is handled.
  { id: 'routine', heads: ['routine', 'ordinary', 'non-urgent', 'non urgent', 'not urgent', 'everyday', 'regular repairs', 'regular repair',
    'normal repairs', 'regular maintenance', 'regular requests'] },
  { id: 'handled', heads: ['handled', 'handle', 'dealt with', 'deal with', 'taken care of', 'seen to', 'attended to', 'get fixed', 'gets fixed'] },
  // "the carpet is a bit worn" is what "normal wear and tear" allows for.
  { id: 'wear-and-tear', heads: ['wear and tear', 'normal wear', 'worn', 'worn out', 'worn down', 'scuffs', 'scuffed', 'scuff marks', 'faded'] },
  { id: 'deductions', heads: ['deduct', 'deducted', 'deduction', 'deductions', 'withheld', 'taken out of', 'take money out of',
    'take money from', 'keep part of', 'keep some of', 'less any charges'] },
  { id: 'itemized', heads: ['itemized', 'itemised', 'itemized statement', 'breakdown', 'itemization', 'receipt'] },
  { id: 'flatten', heads: ['flatten', 'flattened', 'break down boxes', 'break down', 'fold up'] },
  { id: 'conflict', heads: ['conflict', 'conflicts', 'differ', 'differs', 'disagree', 'contradict', 'contradicts', 'different things'] },
  { id: 'building', heads: ['building', 'buildings', 'complex', 'apartment complex', 'on site', 'onsite'] },
  { id: 'replace', heads: ['replace', 'replaces', 'replaced', 'replacement', 'change', 'changes', 'changed', 'changing', 'swap', 'new one'] },
  { id: 'top-up', heads: ['top up', 'top-up', 'topup', 'reload', 'add money', 'put money', 'put more money', 'add more money',
    'load money', 'recharge', 'add funds', 'add credit'] },
  { id: 'clog', heads: ['clog', 'clogged', 'clogs', 'blocked', 'blockage', 'backed up', 'backup', 'sewer backup', 'wont flush', 'drain', 'drains'] },
  { id: 'power', heads: ['power', 'electricity', 'electrical', 'power cut', 'power outage', 'outage', 'blackout', 'power failure', 'no power',
    'lights out', 'power went out', 'power went off', 'power has gone', 'lights went out', 'electricity went out', 'electricity went off',
    'lights just went out', 'lights went off', 'lights just went off', 'lights all went off', 'lights have gone off',
    'power just went out', 'lights are out', 'lights have gone out', 'power has gone out',
    'sparking', 'sparks', 'outlet', 'outlets', 'socket', 'sockets'] },
  // Smelling gas is a leak, which a gas furnace or a gas grill is not.
  { id: 'gas', heads: ['gas'] },
  { id: 'gas-leak', heads: ['gas leak', 'smell gas', 'smells like gas', 'smell of gas', 'smelling gas', 'gas smell', 'rotten eggs', 'rotten egg',
    'leaking gas'] },
  {
    id: 'contact',
    heads: ['call', 'phone', 'phone number', 'telephone', 'telephone number', 'number', 'contact', 'reach', 'ring', 'text', 'email',
      'e-mail', 'get hold',
      'get in touch', 'speak to', 'talk to', 'hotline', 'line', 'message', 'messaging', 'cell', 'cell phone', 'mobile',
      'mobile number', 'whatsapp', 'email address', 'e-mail address', 'write to', 'send an email'],
  },
  {
    id: 'office',
    heads: ['office', 'leasing office', 'management office', 'front desk', 'reception', 'management', 'landlord',
      'property manager', 'manager', 'property management', 'building manager', 'the super', 'our super', 'my super', 'building super',
      'superintendent', 'rental office', 'letting office'],
  },
  { id: 'opening-hours', heads: ['hours', 'hrs', 'opening hours', 'office hours', 'open', 'opens', 'close', 'closes', 'closed', 'business hours'] },
  {
    id: 'lease',
    heads: ['lease', 'leases', 'tenancy', 'tenancy agreement', 'contract', 'rental agreement', 'agreement', 'renewal',
      'renew', 'renewing', 'renewed', 'extend', 'extension', 'sign again', 're-sign', 'resign', 'another year', 'stay on',
      'staying on'],
  },
  // "when will I get sent my renewal offer?" against "We send renewal offers 90 days before your lease ends".
  { id: 'renewal-offer', heads: ['renewal offer', 'renewal offers', 'renewal letter', 'renewal notice', 'renewal paperwork', 'offer to renew',
    'renewal papers'] },
  // "can I renew for less than a full year?" against "Renewals are available for 6 or 12 months".
  { id: 'lease-term', heads: ['lease length', 'lease lengths', 'lease term', 'lease terms', 'shorter term', 'shorter lease', 'short term lease',
    'less than a year', 'less than a full year', 'less than 12 months', 'full year', 'a full year', '12 months', 'twelve months', '12 month',
    'year long', 'instead of a year', 'whole year', 'a whole year', 'instead of a whole year', 'half a year', 'half year', '6 month lease',
    'six month lease'] },
  // "if I go month to month" against "the lease continues month-to-month".
  { id: 'month-to-month', heads: ['month to month', 'month-to-month', 'month by month', 'monthly lease', 'rolling lease', 'rolling contract',
    'periodic tenancy', 'rolling monthly'] },
  { id: 'break-lease', heads: ['break my lease', 'break the lease', 'breaking the lease', 'break lease', 'lease break',
    'end my lease early', 'terminate', 'termination', 'early termination', 'get out of my lease',
    'before my lease is up', 'lease is up', 'leave early', 'move out early', 'moving out early'] },
  {
    id: 'move-out',
    heads: ['move out', 'moving out', 'move-out', 'moveout', 'moved out', 'vacate', 'vacating',
      'notice', 'give notice', 'notice to vacate', 'end of lease', 'last day', 'heads up', 'heads-up', 'how much notice'],
  },
  // "how far in advance", "how much warning" against "request it at least 48 hours ahead"; "how much
  // notice" is both this and, for a tenant, the notice to move out.
  { id: 'in-advance', heads: ['in advance', 'advance', 'ahead', 'ahead of time', 'beforehand', 'advance notice', 'warning', 'lead time',
    'before arrival', 'before your arrival', 'before you arrive', 'prior to arrival', 'how much notice',
    'so far ahead', 'so far in advance', 'that far ahead', 'that far in advance'] },
  { id: 'move-in', heads: ['move in', 'moving in', 'move-in', 'movein', 'moved in'] },
  // "the handbook says one thing and my lease another, which one wins?": "the lease applies".
  { id: 'precedence', heads: ['wins', 'which one counts', 'which counts', 'takes precedence', 'prevails', 'overrides', 'applies'] },
  // Not "check": it is far more often a way to pay.
  { id: 'inspection', heads: ['inspection', 'inspect', 'walkthrough', 'walk-through', 'walk through', 'final walkthrough', 'final walk-through',
    'final walk through', 'final inspection'] },
  { id: 'permit', heads: ['permit', 'permits', 'parking permit', 'parking pass', 'pass', 'hang tag', 'hangtag', 'tag', 'sticker', 'decal'] },
  { id: 'car-repairs', heads: ['car repairs', 'car repair', 'brakes', 'brake pads', 'engine', 'oil change', 'change my oil',
    'change the oil', 'change my own oil', 'work on my car', 'fix my car', 'car washing', 'wash my car'] },
  // Read whole: "car washing and repairs are not allowed" says nothing of the washing machines.
  { id: 'car-washing', heads: ['car washing', 'wash my car', 'washing my car', 'wash the car', 'washing the car', 'car wash', 'car a wash'],
    opaque: true },
  // Where a permit hangs, read whole: a "rear-view mirror" is not a view.
  { id: 'car-mirror', heads: ['rear-view mirror', 'rear view mirror', 'rearview mirror', 'mirror'], opaque: true },
  { id: 'tow', heads: ['tow', 'towed', 'towing', 'tow truck', 'impound', 'impounded', 'clamped', 'hauled off', 'hauled away'] },
  { id: 'bulk-items', heads: ['bulk', 'bulk item', 'bulk items', 'bulk pickup', 'large items', 'furniture', 'couch', 'sofa', 'mattress',
    'mattresses', 'bed frame', 'appliance', 'junk'] },
  { id: 'insurance', heads: ['insurance', 'renters insurance', 'renter\'s insurance', 'tenant insurance', 'contents insurance',
    'liability', 'coverage', 'insured', 'policy',
    'take out insurance', 'take out renters insurance', 'take out contents insurance'] },
  // How much the rent will rise at renewal, read whole: "rent … plus $150 per month" is what going month-to-month costs.
  {
    id: 'rent-increase',
    heads: ['rent go up', 'rent goes up', 'rent going up', 'rent is going up', 'rent gonna go up', 'rent going to go up',
      'rent will go up', 'rent to go up', 'rent increase', 'rent increases', 'rent hike', 'rent rise', 'raise the rent', 'raise my rent',
      'increase my rent', 'increase the rent'],
    opaque: true,
  },
  // Applying to rent, read whole: not a fee that "applies".
  {
    id: 'application',
    heads: ['application', 'applications', 'application fee', 'application fees', 'rental application', 'applying for', 'apply for',
      'want to apply', 'wants to apply', 'credit check', 'credit score', 'background check', 'screening'],
    opaque: true,
  },
  // Space to rent for a tenant's things, read whole: not subletting, nor storage in a garage (a condo's storage locker is a storage locker).
  {
    id: 'storage-unit',
    heads: ['storage unit', 'storage units', 'storage room', 'storage cage', 'self storage'],
    opaque: true,
  },
  // What another apartment would rent for, read whole: the complex's prices and vacancies are not in a handbook.
  {
    id: 'unit-rent',
    heads: ['rent for a two bedroom', 'rent for a 2 bedroom', 'rent on a two bedroom', 'rent on a 2 bedroom', 'rent for a one bedroom',
      'rent for a 1 bedroom', 'rent on a one bedroom', 'rent for a three bedroom', 'rent for a studio', 'units available',
      'apartments available', 'apartments for rent', 'units for rent', 'vacancies', 'vacancy'],
    opaque: true,
  },
  // What the rent pays for, read whole: "is water included in the rent?" is not how rent is paid.
  {
    id: 'rent-includes',
    heads: ['included in the rent', 'included in rent', 'included in my rent', 'included in our rent', 'rent include', 'rent includes',
      'part of the rent', 'covered by the rent', 'covered in the rent', 'in with the rent'],
    opaque: true,
  },
  // Who pays for water and power, read whole: not a water leak or an electrical fault.
  {
    id: 'utilities',
    heads: ['utilities', 'utility', 'utility bill', 'utility bills', 'water and electricity', 'water and electric', 'water n electric',
      'electricity and water', 'water and gas', 'gas and electricity', 'gas and electric', 'water bill', 'water bills',
      'pay for water and electricity', 'pays for water and electricity', 'pay for electricity', 'pays for electricity'],
    opaque: true,
  },
  // "right outside the front door of the building" against "within 25 feet of any building entrance".
  {
    id: 'entrance',
    heads: ['entrance', 'entrances', 'building entrance', 'main entrance', 'front entrance', 'front door of the building',
      'door of the building', 'doorway', 'entryway'],
  },
  { id: 'sublet', heads: ['sublet', 'subletting', 'sublease', 'subleasing', 'airbnb', 'vrbo', 'short-term rental', 'short term rental',
    'rent out', 'rent it out', 'let out', 'roommate', 'roommates', 'take over my lease', 'take over the lease'] },
  { id: 'reply', heads: ['reply', 'replies', 'respond', 'responds', 'response', 'get back to', 'gets back to', 'get back', 'gets back', 'answer', 'answers',
    'hear back', 'call back', 'callback'] },
  { id: 'install', heads: ['install', 'installing', 'installed', 'installation', 'put in', 'fit', 'fitted'] },
  { id: 'alterations', heads: ['alteration', 'alterations', 'paint', 'painting', 'repaint', 'wallpaper', 'decorate', 'decorating', 'hang',
    'hanging', 'nails', 'nail', 'holes', 'mount', 'mounting', 'shelves', 'modify', 'renovate', 'different color', 'different colour',
    'color', 'colour'],
    // "can I paint my bedroom dark blue?": a colour says what a wall is painted.
    members: ['blue', 'green', 'grey', 'gray', 'yellow', 'pink', 'purple', 'red', 'orange', 'beige', 'teal', 'navy', 'sage', 'cream', 'dark blue',
      'light blue', 'pale blue', 'dark green', 'sage green', 'darker color', 'darker colour'] },
  { id: 'pictures', heads: ['pictures', 'picture', 'photos on the wall', 'frames', 'art', 'artwork', 'posters', 'tv mount'] },
  // "put up pictures" hangs them.
  { id: 'hang', heads: ['hang', 'hanging', 'hung', 'put up', 'putting up', 'mount', 'mounting', 'nail', 'nails', 'on the wall', 'on the walls',
    'on my walls', 'on our walls'] },
  {
    id: 'smoke-alarm',
    heads: ['smoke alarm', 'smoke alarms', 'smoke detector', 'smoke detectors', 'fire alarm', 'alarm', 'alarms', 'detector', 'carbon monoxide',
      'test button'],
  },
  // "the smoke alarm keeps chirping" is answered by what to do about "a beeping alarm", not how to test one.
  { id: 'beeping', heads: ['beeping', 'beep', 'beeps', 'chirp', 'chirps', 'chirping'] },
  // Something left waiting where it should not stay: "clothes sitting in the dryer for ages" is what
  // "laundry left for more than 24 hours" answers.
  {
    id: 'left-waiting',
    heads: ['left for', 'been left', 'left sitting', 'been sitting', 'still sitting', 'sitting there', 'for ages', 'forever',
      'abandoned'],
  },
  // A parcel left waiting, read whole: "parcels not collected within 5 days" is not a bin collection.
  {
    id: 'uncollected',
    heads: ['not collected', 'uncollected', 'didnt pick up', 'dont pick up', 'havent picked up', 'not picked up', 'never picked up',
      'didnt collect', 'havent collected', 'not in the locker anymore', 'gone from the locker', 'sat in the locker', 'sit in the locker',
      'left in the locker'],
    opaque: true,
  },
  { id: 'packages', heads: ['package', 'packages', 'parcel', 'parcels', 'delivery', 'deliveries', 'mail', 'amazon', 'ups', 'fedex', 'usps',
    'locker', 'lockers', 'package room'] },
  { id: 'winter', heads: ['winter', 'christmas', 'holidays', 'vacation', 'away', 'go away', 'going away', 'go home for', 'going home for',
    'travel', 'traveling', 'travelling', 'out of town', 'frozen pipes', 'freeze'] },
  { id: 'filters', heads: ['filter', 'filters', 'air filter', 'air filters', 'hvac filter'] },
  { id: 'lint', heads: ['lint', 'lint filter', 'lint trap'] },
  { id: 'leash', heads: ['leash', 'leashed', 'lead', 'on a lead', 'off leash', 'off-leash'] },
];

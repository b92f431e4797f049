import type { SynonymGroup } from './synonym-group';

/** How tenants talk about rent, repairs, their lease and living in a managed building. */
export const TENANCY_GROUPS: readonly SynonymGroup[] = [
  { id: 'rent', heads: ['rent', 'rental payment', 'monthly rent', 'monthly payment', 'rent payment', 'pay rent', 'paying rent'] },
  { id: 'due', heads: ['due', 'due date', 'deadline', 'owed', 'owe'] },
  { id: 'grace-period', heads: ['grace period', 'grace', 'grace days', 'extra days'] },
  {
    id: 'maintenance',
    heads: ['maintenance', 'maintenance request', 'work order', 'repair', 'repairs', 'fix', 'fixed', 'fixing', 'broken',
      'broke', 'break down', 'not working', 'isnt working', 'doesnt work', 'stopped working', 'out of order', 'faulty',
      'problem', 'issue', 'handyman', 'plumber', 'electrician', 'service request', 'damaged'],
  },
  {
    id: 'leak',
    heads: ['leak', 'leaks', 'leaking', 'leaky', 'leakage', 'drip', 'dripping', 'drips', 'flood', 'flooding', 'flooded',
      'burst pipe', 'water leak', 'water everywhere', 'pouring', 'water damage', 'overflowing'],
  },
  { id: 'clog', heads: ['clog', 'clogged', 'clogs', 'blocked', 'blockage', 'backed up', 'backup', 'sewer backup', 'wont flush', 'drain', 'drains'] },
  { id: 'power', heads: ['power', 'electricity', 'electrical', 'power cut', 'power outage', 'outage', 'blackout', 'power failure', 'no power', 'lights out', 'sparking', 'sparks'] },
  { id: 'gas', heads: ['gas', 'gas leak', 'smell gas', 'smells like gas', 'gas smell', 'rotten eggs'] },
  {
    id: 'contact',
    heads: ['call', 'phone', 'phone number', 'number', 'contact', 'reach', 'ring', 'text', 'email', 'e-mail', 'get hold',
      'get in touch', 'speak to', 'talk to', 'hotline', 'line'],
  },
  {
    id: 'office',
    heads: ['office', 'leasing office', 'management office', 'front desk', 'reception', 'management', 'landlord',
      'property manager', 'manager', 'property management', 'building manager', 'super', 'superintendent'],
  },
  { id: 'opening-hours', heads: ['hours', 'opening hours', 'office hours', 'open', 'opens', 'close', 'closes', 'closed', 'business hours'] },
  {
    id: 'lease',
    heads: ['lease', 'leases', 'tenancy', 'tenancy agreement', 'contract', 'rental agreement', 'agreement', 'renewal',
      'renew', 'renewing', 'renewed', 'extend', 'extension', 'sign again', 're-sign', 'resign'],
  },
  { id: 'break-lease', heads: ['break my lease', 'break the lease', 'breaking the lease', 'break lease', 'lease break', 'end my lease early', 'terminate', 'termination', 'early termination', 'get out of my lease'] },
  {
    id: 'move-out',
    heads: ['move out', 'moving out', 'move-out', 'moveout', 'moved out', 'vacate', 'vacating', 'leave the apartment',
      'notice', 'give notice', 'notice to vacate', 'end of lease', 'last day'],
  },
  { id: 'move-in', heads: ['move in', 'moving in', 'move-in', 'movein', 'moved in'] },
  { id: 'inspection', heads: ['inspection', 'inspect', 'walkthrough', 'walk-through', 'walk through', 'check'] },
  { id: 'permit', heads: ['permit', 'permits', 'parking permit', 'parking pass', 'pass', 'hang tag', 'hangtag', 'tag', 'sticker', 'decal'] },
  { id: 'tow', heads: ['tow', 'towed', 'towing', 'tow truck', 'impound', 'impounded', 'clamped'] },
  { id: 'bulk-items', heads: ['bulk', 'bulk item', 'bulk items', 'bulk pickup', 'large items', 'furniture', 'couch', 'sofa', 'mattress', 'mattresses', 'bed frame', 'appliance', 'junk'] },
  { id: 'insurance', heads: ['insurance', 'renters insurance', 'renter\'s insurance', 'tenant insurance', 'contents insurance', 'liability', 'coverage', 'insured', 'policy'] },
  { id: 'sublet', heads: ['sublet', 'subletting', 'sublease', 'subleasing', 'airbnb', 'vrbo', 'short-term rental', 'short term rental', 'rent out', 'rent it out', 'let out', 'roommate', 'roommates'] },
  { id: 'alterations', heads: ['alteration', 'alterations', 'paint', 'painting', 'repaint', 'wallpaper', 'decorate', 'decorating', 'hang', 'hanging', 'nails', 'nail', 'holes', 'mount', 'mounting', 'shelves', 'modify', 'renovate'] },
  { id: 'pictures', heads: ['pictures', 'picture', 'photos on the wall', 'frames', 'art', 'artwork', 'posters', 'tv mount'] },
  { id: 'smoke-alarm', heads: ['smoke alarm', 'smoke alarms', 'smoke detector', 'smoke detectors', 'fire alarm', 'alarm', 'alarms', 'detector', 'beeping', 'beeps', 'chirping', 'chirps', 'carbon monoxide'] },
  { id: 'packages', heads: ['package', 'packages', 'parcel', 'parcels', 'delivery', 'deliveries', 'mail', 'amazon', 'ups', 'fedex', 'usps', 'locker', 'lockers', 'package room'] },
  { id: 'winter', heads: ['winter', 'christmas', 'holidays', 'vacation', 'away', 'go away', 'going away', 'travel', 'traveling', 'travelling', 'out of town', 'frozen pipes', 'freeze'] },
  { id: 'filters', heads: ['filter', 'filters', 'air filter', 'air filters', 'hvac filter'] },
  { id: 'lint', heads: ['lint', 'lint filter', 'lint trap'] },
  { id: 'leash', heads: ['leash', 'leashed', 'lead', 'on a lead', 'off leash', 'off-leash'] },
];

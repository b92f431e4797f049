import type { SynonymGroup } from './synonym-group';

/** How guests of short-term rentals talk about arriving, leaving and living in the home. */
export const STAY_GROUPS: readonly SynonymGroup[] = [
  {
    id: 'arrival',
    heads: ['arrive', 'arrival', 'arriving', 'arrived', 'check in', 'check-in', 'checkin', 'checking in', 'checked in', 'get in',
      'getting in', 'get there', 'show up', 'turn up', 'early check-in', 'early checkin', 'early arrival', 'come in', 'move in day'],
  },
  {
    id: 'departure',
    heads: ['depart', 'departure', 'departing', 'leave', 'leaving', 'check out', 'check-out', 'checkout', 'checking out',
      'checked out', 'late checkout', 'late check-out', 'late check out', 'vacate', 'be out', 'head out', 'last day', 'go home'],
  },
  {
    id: 'entry',
    heads: ['key', 'keys', 'lockbox', 'lock box', 'key box', 'keybox', 'key safe', 'door code', 'access code', 'entry code',
      'lockbox code', 'code', 'keypad', 'key pad', 'smart lock', 'lock', 'locks', 'unlock', 'entry', 'access', 'get in',
      'get into', 'let in', 'let us in', 'door', 'front door', 'fob', 'fobs', 'key fob', 'locked out', 'lockout'],
  },
  {
    id: 'wifi',
    heads: ['wifi', 'wi-fi', 'wi fi', 'wireless', 'internet', 'network', 'router', 'broadband', 'ssid', 'online',
      'connection', 'hotspot', 'modem'],
  },
  { id: 'password', heads: ['password', 'passwords', 'pw', 'pwd', 'passwd', 'passcode', 'pass code', 'login'] },
  {
    id: 'tv',
    heads: ['tv', 'television', 'telly', 'smart tv', 'streaming', 'cable', 'channels'],
    members: ['netflix', 'youtube', 'hulu', 'disney', 'prime video', 'hbo'],
  },
  {
    id: 'parking',
    heads: ['park', 'parking', 'parked', 'car', 'cars', 'vehicle', 'vehicles', 'driveway', 'drive way', 'parking space',
      'parking spot', 'parking spots', 'parking spaces', 'parking pass', 'parking permit', 'carport', 'street parking',
      'garage', 'spot', 'spots', 'auto', 'truck', 'suv', 'van'],
    members: ['motorcycle', 'motorbike', 'boat', 'trailer', 'rv', 'camper', 'motorhome'],
  },
  {
    id: 'trash',
    heads: ['trash', 'garbage', 'rubbish', 'bin', 'bins', 'waste', 'dumpster', 'dumpsters', 'refuse', 'trash can',
      'garbage can', 'wheelie bin', 'trash enclosure', 'recycling', 'recycle', 'recyclables', 'compost', 'bin day',
      'trash day', 'garbage day', 'get rid of', 'throw away', 'throw out', 'dispose', 'dispose of', 'disposal', 'dump'],
  },
  {
    id: 'collection',
    heads: ['pickup', 'pick up', 'picked up', 'pick-up', 'collect', 'collection', 'collected', 'collects', 'taken away',
      'hauled', 'haul away', 'go out', 'put out', 'take out', 'put the bins out', 'bins out', 'wheel', 'curb', 'kerb',
      'curbside', 'kerbside'],
  },
  {
    id: 'pool',
    heads: ['pool', 'swimming pool', 'swim', 'swimming', 'plunge pool'],
  },
  { id: 'indoors', heads: ['inside', 'indoors', 'indoor'] },
  { id: 'outdoors', heads: ['outside', 'outdoors', 'outdoor'] },
  {
    id: 'gym',
    heads: ['gym', 'fitness room', 'fitness center', 'fitness centre', 'fitness studio', 'workout room', 'exercise room',
      'weight room', 'weights room'],
  },
  // A hot tub is not a pool: a guest asking for one is not answered with the pool's hours.
  { id: 'hot-tub', heads: ['hot tub', 'hottub', 'jacuzzi', 'spa', 'whirlpool', 'jetted tub'] },
  {
    id: 'heating',
    heads: ['heat', 'heating', 'heater', 'heaters', 'heated', 'furnace', 'thermostat', 'radiator', 'radiators', 'boiler',
      'temperature', 'temp', 'warm', 'warmer', 'warm up', 'cold', 'freezing', 'chilly', 'central heating'],
  },
  {
    id: 'cooling',
    heads: ['ac', 'a/c', 'a c', 'air conditioning', 'air conditioner', 'air con', 'aircon', 'air-con', 'cooling', 'cool',
      'central air', 'fan', 'fans', 'ceiling fan', 'ceiling fans', 'thermostat', 'hot', 'too hot', 'temperature', 'temp'],
  },
  {
    id: 'pets',
    heads: ['pet', 'pets', 'animal', 'animals', 'pet friendly', 'pet-friendly', 'fur baby', 'furry friend', 'four legged'],
    members: ['dog', 'dogs', 'doggy', 'doggie', 'puppy', 'puppies', 'pup', 'pups', 'cat', 'cats', 'kitten', 'kitty',
      'bird', 'birds', 'parrot', 'rabbit', 'bunny', 'hamster', 'guinea pig', 'reptile', 'snake', 'lizard', 'fish',
      'service animal', 'service dog', 'emotional support animal', 'esa'],
  },
  {
    id: 'dogs',
    heads: ['dog', 'dogs', 'doggy', 'doggie', 'puppy', 'puppies', 'pup', 'pups', 'canine'],
    members: ['lab', 'labrador', 'retriever', 'golden retriever', 'poodle', 'doodle', 'goldendoodle', 'labradoodle',
      'terrier', 'spaniel', 'bulldog', 'chihuahua', 'dachshund', 'shepherd', 'german shepherd', 'husky', 'pitbull',
      'pit bull', 'beagle', 'boxer', 'corgi', 'pug', 'rottweiler', 'great dane', 'collie', 'schnauzer'],
  },
  { id: 'weight', heads: ['lb', 'lbs', 'pound', 'pounds', 'kg', 'kilos', 'weight', 'weighs', 'heavy', 'big dog', 'large dog', 'small dog'] },
  {
    id: 'noise',
    heads: ['quiet', 'quiet hours', 'quiet time', 'noise', 'noisy', 'loud', 'louder', 'music', 'sound', 'volume',
      'disturb', 'disturbing', 'neighbours', 'neighbors', 'neighbour', 'neighbor', 'noise complaint'],
  },
  {
    id: 'party',
    heads: ['party', 'parties', 'event', 'events', 'celebration', 'celebrate', 'gathering', 'get together',
      'get-together', 'function', 'reception'],
    members: ['birthday', 'wedding', 'bachelor', 'bachelorette', 'hen party', 'stag party', 'graduation', 'bbq party'],
  },
  {
    id: 'smoking',
    heads: ['smoke', 'smoking', 'smoker', 'smokers', 'smoked', 'vape', 'vaping', 'vapes', 'e-cig', 'e-cigarette',
      'cigarette', 'cigarettes', 'cigar', 'cigars', 'ashtray', 'tobacco'],
    members: ['weed', 'marijuana', 'cannabis', 'pot', 'hookah'],
  },
  {
    id: 'fire-safety',
    heads: ['fire', 'fires', 'flame', 'open flame'],
    members: ['candle', 'candles', 'fireworks', 'firework', 'sparklers', 'fire pit', 'firepit', 'fireplace', 'bonfire'],
  },
  {
    id: 'cot',
    heads: ['cot', 'cots', 'crib', 'cribs', 'travel cot', 'travel crib', 'pack n play', 'pack-n-play', 'pack and play',
      'packnplay', 'pack n\' play', 'playpen', 'play pen', 'playard', 'play yard', 'bassinet', 'baby bed', 'portacot',
      'porta cot', 'portable crib'],
  },
  {
    id: 'children',
    heads: ['baby', 'babies', 'infant', 'infants', 'toddler', 'toddlers', 'kid', 'kids', 'child', 'children', 'little one',
      'little ones', 'newborn', 'son', 'daughter', 'family', 'families', 'teen', 'teenager', 'teenagers', 'under 12',
      'kid friendly', 'kid-friendly', 'child friendly', 'family friendly', 'family-friendly'],
  },
  { id: 'high-chair', heads: ['high chair', 'highchair', 'high-chair', 'booster', 'booster seat', 'feeding chair'] },
  { id: 'baby-gate', heads: ['baby gate', 'stair gate', 'safety gate', 'child gate', 'gate for the stairs', 'childproof', 'baby proof', 'babyproof'] },
  {
    id: 'linen',
    heads: ['towel', 'towels', 'linen', 'linens', 'sheets', 'sheet', 'bedding', 'bed linen', 'pillow', 'pillows',
      'pillowcase', 'blanket', 'blankets', 'duvet', 'comforter', 'quilt', 'throw', 'bath towel', 'bath towels',
      'beach towel', 'beach towels', 'hand towel', 'washcloth'],
  },
  {
    id: 'kitchen',
    heads: ['kitchen', 'cook', 'cooking', 'kitchenette', 'oven', 'stove', 'stovetop', 'hob', 'cooktop', 'range',
      'gas range', 'microwave', 'utensils', 'pots', 'pans', 'pots and pans', 'cookware', 'kettle', 'toaster', 'blender',
      'appliances', 'appliance', 'fridge', 'refrigerator', 'freezer', 'cutlery', 'dishes', 'plates', 'spices', 'oil'],
  },
  { id: 'dishwasher', heads: ['dishwasher', 'dish washer', 'dishwasher tablets', 'dishwasher pods', 'wash dishes', 'washing up'] },
  {
    id: 'coffee',
    heads: ['coffee', 'coffee maker', 'coffee machine', 'coffeemaker', 'espresso', 'espresso machine', 'nespresso',
      'keurig', 'drip coffee', 'french press', 'pods', 'coffee pods', 'tea', 'caffeine'],
  },
  { id: 'grill', heads: ['grill', 'grills', 'bbq', 'barbecue', 'barbeque', 'bbqs', 'gas grill', 'propane', 'charcoal', 'grilling'] },
  {
    id: 'laundry',
    heads: ['laundry', 'washer', 'washers', 'dryer', 'dryers', 'washing machine', 'washing machines', 'tumble dryer',
      'wash', 'washing', 'clothes', 'detergent', 'laundromat', 'launderette', 'laundry room', 'laundry card', 'iron', 'ironing'],
  },
  {
    id: 'bedrooms',
    heads: ['bedroom', 'bedrooms', 'bed', 'beds', 'br', 'bd', 'bdr', 'bdrm', 'bdrms',
      'king', 'king bed', 'queen', 'queen bed', 'twin', 'bunk', 'bunks', 'bunk bed', 'bunk beds', 'sleeping arrangements', 'sofa bed'],
  },
  {
    id: 'occupancy',
    heads: ['guests', 'guest', 'people', 'persons', 'person', 'occupancy', 'capacity', 'max guests', 'maximum guests',
      'sleeps', 'sleep', 'accommodate', 'fit', 'group', 'party size', 'adults', 'headcount', 'extra guest', 'extra person'],
  },
  {
    id: 'bathrooms',
    heads: ['bathroom', 'bathrooms', 'bath', 'baths', 'ba', 'shower', 'showers', 'toilet', 'toilets', 'restroom',
      'restrooms', 'washroom', 'loo', 'wc', 'tub', 'bathtub', 'bath tub', 'en-suite', 'ensuite', 'en suite', 'half bath',
      'full bath', 'powder room', 'walk-in shower'],
  },
  {
    id: 'visitors',
    heads: ['visitor', 'visitors', 'day visitors', 'friends', 'friend', 'company', 'come over', 'coming over', 'guests over',
      'have people over', 'drop by', 'stop by', 'visit', 'visiting', 'stay with me', 'stay with us', 'staying with me'],
    members: ['boyfriend', 'girlfriend', 'partner', 'husband', 'wife', 'fiance', 'fiancee', 'relative', 'relatives', 'mom',
      'dad', 'mother', 'father', 'parents', 'brother', 'sister', 'cousin', 'in-laws'],
  },
  {
    id: 'lost-property',
    heads: ['lost', 'lose', 'losing', 'lost and found', 'left behind', 'leave behind', 'left something', 'forgot',
      'forgotten', 'forget', 'misplaced', 'missing', 'left', 'not returned'],
  },
  {
    id: 'belongings',
    heads: ['belongings', 'stuff', 'item', 'items', 'possessions'],
    members: ['sunglasses', 'glasses', 'phone', 'charger', 'phone charger', 'wallet', 'purse', 'jacket', 'coat', 'toy',
      'toys', 'passport', 'laptop', 'jewelry', 'jewellery', 'ring', 'watch', 'hat', 'shoes', 'teddy'],
  },
  { id: 'luggage', heads: ['luggage', 'bags', 'bag', 'suitcase', 'suitcases', 'baggage', 'backpacks', 'drop off bags', 'store bags'] },
  {
    id: 'controls',
    heads: ['turn on', 'switch on', 'turn up', 'turn down', 'adjust', 'control', 'controls', 'controlled', 'operate',
      'how to use', 'set the', 'work the', 'settings', 'remote'],
  },
  {
    id: 'check-out-tasks',
    heads: ['strip the beds', 'strip beds', 'make the beds', 'tidy up', 'checkout instructions', 'check out instructions',
      'checkout tasks', 'before we leave', 'before you go', 'before leaving'],
  },
];

import type { SynonymGroup } from './synonym-group';

/** The neighbourhood: beaches, food, shops, getting around, help in an emergency. */
export const AREA_GROUPS: readonly SynonymGroup[] = [
  // Street names as visitors abbreviate them ("42 linden ave").
  { id: 'avenue', heads: ['avenue', 'ave', 'av'] },
  { id: 'street', heads: ['street', 'st', 'str', 'road', 'roadside', 'curb', 'kerb'] },
  { id: 'lane', heads: ['lane', 'ln'] },
  { id: 'road', heads: ['road', 'rd'] },
  { id: 'court', heads: ['court', 'ct'] },
  { id: 'drive', heads: ['drive', 'dr'] },
  // A taxi is a cab: one thing, not two kinds of transport.
  {
    id: 'address',
    heads: ['address', 'addresses', 'street address', 'postal address', 'gps', 'satnav', 'sat nav',
      'house number', 'google maps', 'maps'],
    // An address is written with its street, never with the word: "14 Gull Lane".
    members: ['street', 'lane', 'avenue', 'road', 'boulevard'],
  },
  // "the crime rate in Brookfield" is no price: "rate" inside it asks for no amount.
  { id: 'crime', heads: ['crime', 'crimes', 'crime rate', 'crime rates', 'burglary', 'burglaries'], opaque: true },
  { id: 'postcode', heads: ['postcode', 'post code', 'zip', 'zip code', 'zipcode'] },
  // Lifeguards are on a beach, but a beach is not a lifeguard: "are there lifeguards?" needs them named.
  { id: 'lifeguard', heads: ['lifeguard', 'lifeguards', 'life guard', 'life guards', 'guarded', 'lifeguarded', 'on duty', 'patrolled',
    'patrol', 'patrols',
    'swimmers', 'weak swimmers', 'strong swimmers', 'watching the water', 'eye on the swimmers'] },
  { id: 'marina', heads: ['marina', 'boats', 'yacht', 'yachts', 'sailing', 'dock', 'docks'] },
  {
    id: 'beach-gear',
    heads: ['beach gear', 'beach chairs', 'beach chair', 'umbrella', 'beach umbrella', 'cooler', 'cool box', 'cool bag',
      'beach stuff', 'boogie board', 'parasol', 'brolly', 'deck chairs', 'sun loungers', 'deckchair', 'deckchairs', 'sunshade',
      'sun shade', 'esky', 'eskies', 'chilly bin', 'keep the drinks cold', 'keep drinks cold', 'keep our drinks cold'],
  },
  // "rent a kayak to go out on the water": paddling, not the water supply or the bins going out.
  { id: 'paddling', heads: ['kayak', 'kayaks', 'kayaking', 'canoe', 'canoes', 'canoeing', 'paddleboard', 'paddle board', 'paddleboarding',
    'paddle boat', 'paddle boats', 'pedal boat', 'pedal boats',
    'go out on the water', 'get out on the water', 'out on the water'] },
  { id: 'sunset', heads: ['sunset', 'sunsets', 'sundown', 'sun go down', 'sun goes down', 'sun going down'] },
  { id: 'casual', heads: ['casual', 'relaxed', 'laid back', 'laid-back', 'informal', 'chill', 'nothing fancy'] },
  { id: 'rain', heads: ['rain', 'rainy', 'raining', 'pouring rain', 'rainy day', 'wet weather', 'bad weather',
    'chucking it down', 'bucketing down', 'tipping down', 'pouring down',
    // "what can we do indoors?" asks what to do when the weather keeps a family in.
    'do indoors', 'do inside', 'indoor activities', 'indoor activity', 'stuck indoors', 'stuck inside'] },
  // Read whole: a gas station is not the gas grill, nor "fill up" the hot tub.
  { id: 'fuel', heads: ['gas station', 'gas stations', 'petrol station', 'petrol', 'servo', 'service station', 'fuel', 'fill up the car',
    'fill up', 'fill the tank'], opaque: true },
  { id: 'taxi', heads: ['taxi', 'taxis', 'cab', 'cabs', 'uber', 'lyft', 'rideshare', 'ride share'] },
  {
    id: 'beach',
    heads: ['beach', 'beaches', 'ocean', 'sea', 'seaside', 'shore', 'seashore', 'sand', 'waterfront', 'coast', 'surf',
      'boardwalk'],
  },
  {
    id: 'food-out',
    heads: ['restaurant', 'restaurants', 'eat', 'eating', 'eat out', 'eating out', 'food', 'dinner', 'lunch', 'breakfast',
      'brunch', 'cafe', 'cafes', 'coffee shop', 'diner', 'dining', 'takeout', 'take-out', 'takeaway', 'delivery',
      'deliver', 'delivers', 'meal', 'meals', 'bite', 'grub', 'bite to eat'],
    members: ['seafood', 'fish and chips', 'pizza', 'tacos', 'mexican', 'italian', 'burger', 'burgers', 'sushi', 'bar', 'pub'],
  },
  // "the best seafood place" against "the best fish and chips in town": two kinds of food that are one.
  { id: 'seafood', heads: ['seafood', 'sea food', 'fish and chips', 'fish n chips', 'fish restaurant', 'fish place', 'fish shack', 'fresh fish',
    'oysters', 'shellfish', 'chippy', 'chippie'] },
  // "does anyone bring food to the house?" is answered by who "delivers to the cottage", not by every restaurant.
  { id: 'food-delivery', heads: ['delivery', 'deliver', 'delivers', 'takeout', 'take-out', 'takeaway', 'bring food', 'brings food',
    'bring us food', 'order in', 'order food', 'food delivered'] },
  // "a big supermarket for a proper weekly shop" against "for a bigger shop, FreshWay Supermarket".
  {
    id: 'big-shop',
    heads: ['bigger shop', 'big shop', 'weekly shop', 'week shop', 'big supermarket', 'bigger supermarket', 'larger supermarket',
      'large supermarket', 'proper supermarket', 'big grocery store', 'bigger grocery store', 'big grocery run', 'full shop',
      'big food shop', 'one big shop'],
  },
  {
    id: 'groceries',
    heads: ['grocery', 'groceries', 'grocery store', 'supermarket', 'supermarkets', 'food shopping', 'shop', 'shops',
      'shopping', 'market', 'store', 'stores', 'convenience store', 'corner shop', 'food store', 'farmers market', 'provisions',
      'stock up', 'stock-up', 'food shop', 'produce', 'fresh produce', 'local produce', 'farm stand'],
    // What a visitor runs out for: "closest place to grab milk and eggs?".
    members: ['milk', 'eggs', 'bread', 'butter', 'cereal', 'snacks', 'baby food', 'formula'],
  },
  {
    id: 'things-to-do',
    heads: ['things to do', 'what to do', 'activities', 'activity', 'attractions', 'attraction', 'sightseeing', 'fun',
      'entertainment', 'rainy day', 'explore', 'recommendations', 'recommend', 'suggestions', 'around here', 'nearby',
      'in the area', 'local tips', 'do around', 'ideas for the kids', 'ideas for kids', 'keep the kids busy', 'keep the kids entertained',
      'keep the kids occupied', 'do with the kids', 'do with kids', 'do with the children', 'do with children', 'keep them busy',
      'keep them entertained', 'entertain the kids', 'something to do', 'anything to do',
      'stuff to do', 'places to go', 'places to visit', 'day out', 'days out', 'bored', 'stir crazy', 'indoor activities',
      'climbing the walls'],
    members: ['kayak', 'kayaking', 'hike', 'hiking', 'trail', 'lighthouse', 'aquarium', 'museum', 'sunset', 'sundown', 'sun go down',
      'sun goes down', 'fishing',
      'marina', 'pier', 'golf', 'park', 'dog park', 'playground'],
  },
  // "how do we get to the beach?" asks the way there ("take the boardwalk"); the place decides the answer.
  {
    id: 'directions',
    heads: ['directions', 'get to', 'getting to', 'way to', 'route', 'path', 'how to get', 'walk to', 'head down', 'path to',
      'which way to', 'which way is the'],
    members: ['boardwalk', 'footpath'],
  },
  { id: 'breakfast', heads: ['breakfast', 'breakfasts', 'brekkie', 'brekky', 'pancakes', 'brunch'] },
  { id: 'trail', heads: ['trail', 'trails', 'hike', 'hikes', 'hiking', 'hiking trail', 'walking trail', 'nature trail', 'trek'] },
  {
    id: 'transport',
    heads: ['transport', 'transportation', 'public transport', 'public transit', 'transit', 'get around', 'getting around',
      'into town', 'get into town', 'get to town', 'downtown', 'town', 'town centre', 'town center', 'city centre', 'city center',
      'centre of town', 'center of town', 'get back from', 'get home from', 'ride home', 'lift home'],
    members: ['bus', 'buses', 'train', 'trains', 'taxi', 'taxis', 'cab', 'cabs', 'uber', 'lyft', 'rideshare', 'ferry',
      'shuttle', 'bike', 'bikes', 'bicycle', 'bicycles', 'scooter', 'tram', 'subway', 'metro', 'cycle', 'cycling',
      'biking'],
  },
  // "our flight is landing early" is about the flight, not about land.
  {
    id: 'airport',
    heads: ['airport', 'airports', 'flight', 'flights', 'fly in', 'flying in', 'plane', 'terminal', 'flight lands', 'flight landing',
      'flight is landing', 'plane lands', 'plane landing', 'plane is landing', 'lands at', 'landing at'],
  },
  {
    id: 'distance',
    heads: ['far', 'distance', 'close', 'closest', 'nearest', 'near', 'walk', 'walking', 'walking distance', 'drive',
      'driving', 'minutes', 'miles', 'away', 'proximity'],
  },
  {
    id: 'accessibility',
    heads: ['accessible', 'accessibility', 'wheelchair', 'wheelchairs', 'wheelchair user', 'wheelchair users', 'disabled', 'disability',
      'mobility', 'step-free',
      'step free', 'bad knees', 'bad knee', 'bad hip', 'bad hips', 'knees', 'knee', 'limited mobility', 'mobility issues', 'move around',
      'get around the house', 'get around inside', 'get around the cottage', 'able to manage', 'manage the stairs', 'manage stairs',
      'she manage', 'he manage', 'they manage', 'manage getting up', 'walking frame', 'zimmer frame', 'walking stick', 'crutches'],
    // Ways a home is accessible: each answers "is it accessible?", but a ground floor is no elevator.
    members: ['stairs', 'staircase', 'steps', 'step', 'elevator', 'elevators', 'lift', 'lifts', 'ramp', 'ground floor',
      'single story', 'single storey', 'one level', 'walker'],
  },
  { id: 'elevator', heads: ['elevator', 'elevators', 'lift', 'lifts'] },
  // "would the cottage be suitable for him?" against "it may not suit guests who use a wheelchair".
  { id: 'suitability', heads: ['suit', 'suits', 'suitable', 'suited', 'unsuitable'] },
  {
    id: 'emergency',
    heads: ['emergency', 'emergencies', 'urgent', 'urgently', '911', 'police', 'ambulance', 'paramedic', 'er',
      'medical', 'injured', 'injury', 'hurt', 'sick', 'ill', 'after hours', 'after-hours', 'middle of the night',
      'asap', 'right away', 'immediately', '24/7'],
  },
  { id: 'hospital', heads: ['hospital', 'hospitals', 'doctor', 'doctors', 'clinic', 'urgent care', 'medical center', 'a&e', 'er',
    'fever', 'high temp', 'high temperature', 'unwell', 'poorly'] },
  { id: 'first-aid', heads: ['first aid', 'first-aid', 'first aid kit', 'first aid box', 'first-aid box', 'box of first aid', 'kit of first aid',
    'medical kit', 'med kit', 'medkit', 'band-aid', 'band aid', 'bandage', 'bandages', 'plasters', 'plaster', 'antiseptic', 'bandaids',
    'band-aids'] },
  { id: 'pharmacy', heads: ['pharmacy', 'pharmacies', 'chemist', 'chemists', 'drugstore', 'drug store', 'prescription', 'prescriptions'] },
  { id: 'extinguisher', heads: ['fire extinguisher', 'extinguisher', 'fire blanket'] },
  // "where can we hire bikes?" against "Bikes can be rented from Pedal Pelican".
  { id: 'hire', heads: ['hire', 'hired', 'hiring', 'rent', 'rented', 'renting', 'for hire'] },
];

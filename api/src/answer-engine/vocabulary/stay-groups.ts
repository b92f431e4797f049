import type { SynonymGroup } from './synonym-group';

/** How guests of short-term rentals talk about arriving, leaving and living in the home. */
export const STAY_GROUPS: readonly SynonymGroup[] = [
  // "when would we find out if it's happening?" is answered by "we'll confirm on the morning".
  { id: 'confirm', heads: ['confirm', 'confirmed', 'confirmation', 'find out', 'hear back', 'know for sure', 'for sure', 'guaranteed'] },
  // "we travel with three terriers, is that a problem?" asks whether it is allowed, not about a fault.
  {
    id: 'is-that-ok',
    heads: ['that a problem', 'that an issue', 'be a problem', 'be an issue', 'this a problem', 'this an issue', 'it a problem',
      'it an issue', 'a problem if', 'an issue if', 'without problems', 'without any problems', 'without a problem', 'without any trouble',
      'that fine', 'be fine', 'no problem', 'dealbreaker', 'deal breaker', 'it acceptable', 'be acceptable', 'that acceptable',
      'that cool', 'be cool',
      // As a second language puts it: "my brother will stay 3 weeks, it is problem?"
      'it is problem', 'is it problem', 'this is problem', 'that is problem', 'be problem'],
  },
  // Who a question is asked for, read whole: "I'm asking for my friend who has a labrador" asks about the dog.
  {
    id: 'on-behalf',
    heads: ['on behalf', 'on behalf of', 'on her behalf', 'on his behalf', 'on their behalf', 'asking for a friend', 'asking for my friend',
      'asking for my mum', 'asking for my mom', 'asking for my mother', 'asking for my dad', 'asking for my father', 'asking for my parents',
      'asking for my sister', 'asking for my brother', 'asking for my daughter', 'asking for my son', 'asking for my grandmother',
      'asking for my grandma', 'asking for my neighbour', 'asking for my neighbor', 'asking for my tenant', 'asking for someone'],
    opaque: true,
  },
  // "with the grown-ups" is answered by "supervised by an adult".
  { id: 'adult', heads: ['adult', 'adults', 'grown up', 'grown ups', 'grownups', 'grown-ups'] },
  // How short a booking may be, read whole: the most guests allowed is not the fewest nights.
  {
    id: 'minimum-stay',
    heads: ['minimum stay', 'minimum number of nights', 'minimum nights', 'minimum night', 'min stay', 'min nights', 'shortest stay',
      'night minimum', 'nights minimum'],
    opaque: true,
  },
  // A clean during a stay, read whole: not the clean between stays.
  {
    id: 'mid-stay-clean',
    heads: ['mid-stay clean', 'mid stay clean', 'midstay clean', 'mid-stay cleaning', 'mid stay cleaning', 'midweek clean', 'mid-week clean',
      'come in halfway through', 'clean halfway through'],
    opaque: true,
  },
  // "anything you need from us before we arrive?" against "please send us your estimated arrival time …".
  {
    id: 'asked-of-guests',
    heads: ['send us your', 'need from us', 'need us to tell you', 'need us to send', 'want us to send', 'like us to send',
      'want from us', 'information you need', 'info you need', 'information you would like', 'need to know from us',
      'need from me', 'want from me', 'need anything from us', 'need anything from me'],
  },
  // "u need our eta?" is the estimated arrival time the guests are asked to send.
  { id: 'eta', heads: ['eta', 'estimated arrival time', 'estimated time of arrival', 'arrival time', 'time of arrival'] },
  // Another guest's arrival, not yours: "late checkout … when there is no same-day arrival".
  { id: 'same-day-arrival', heads: ['same-day arrival', 'same day arrival', 'same-day arrivals'], opaque: true },
  {
    id: 'arrival',
    heads: ['arrive', 'arrival', 'arriving', 'arrived', 'check in', 'check-in', 'checkin', 'checking in', 'checked in', 'get in', 'gain access',
      'getting in', 'get there', 'show up', 'turn up', 'rock up', 'rock in', 'get into', 'get inside', 'roll up', 'roll in',
      'roll into town', 'rolling into town', 'let in', 'allowed in', 'allowed into', 'enter the house', 'walk in the door', 'let ourselves in', 'let ourselves into', 'early check-in', 'early checkin',
      'early arrival', 'come in', 'move in day', 'be admitted', 'admitted to',
      // "what do you need from us before we come?"
      'before we come', 'before coming', 'when we come', 'we are coming'],
  },
  {
    id: 'departure',
    // The knowledge's "Before you go, please:" introduces what to do on the day you leave.
    heads: ['depart', 'departure', 'departing', 'leave', 'leaving', 'check out', 'check-out', 'checkout', 'checking out',
      'checked out', 'late checkout', 'late check-out', 'late check out', 'vacate', 'be out', 'head out', 'last day', 'go home',
      'be gone', 'gone by', 'out by', 'hand back', 'take off', 'head home', 'head off', 'stay longer', 'stay later', 'leave later',
      'bit longer', 'little longer', 'final day', 'end of stay', 'end of the stay', 'end of our stay', 'end of my stay', 'end of your stay',
      'last morning', 'final morning', 'before you go', 'departure day',
      'day of departure', 'day of our departure', 'day of your departure', 'day we leave', 'hang around', 'hang on', 'hung around',
      'hanging around', 'later departure', 'later checkout'],
  },
  // Staying past the check-out time: "can we hang around a bit past checkout?" asks for the late checkout.
  {
    id: 'late-checkout',
    heads: ['late checkout', 'late check-out', 'late check out', 'later checkout', 'later departure', 'past checkout', 'past check-out',
      'past check out', 'stay later', 'leave later', 'hang around', 'hung around', 'hanging around'],
  },
  // Stepping out during the stay, read whole: "lock the door whenever you leave the cottage" is not about departure.
  { id: 'going-out', heads: ['whenever you leave', 'whenever we leave', 'when you go out', 'when we go out', 'whenever you go out'], opaque: true },
  {
    id: 'entry',
    heads: ['key', 'keys', 'lockbox', 'lock box', 'key box', 'keybox', 'key safe', 'door code', 'access code', 'entry code',
      'lockbox code', 'code', 'keypad', 'key pad', 'number pad', 'numberpad', 'smart lock', 'lock', 'locks', 'unlock', 'entry', 'access', 'get in',
      'get into', 'let in', 'let us in', 'door', 'front door', 'fob', 'fobs', 'key fob', 'locked out', 'lockout',
      'spare key', 'backup key', 'combo', 'combination', 'pin', 'pin code', 'punch in', 'lock up', 'locking up', 'get back in',
      'get back inside', 'let me back in', 'let me in', 'let us back in', 'stuck outside', 'locked outside',
      'locked myself out', 'locked ourselves out', 'lock myself out', 'locked me out'],
  },
  // The code for the front door, not the lockbox's: "how do we know the code for the front door?".
  { id: 'door-code', heads: ['door code', 'door codes', 'code for the door', 'code for the front door', 'front door code', 'code to the front door',
    'code to get in', 'code for the door lock', 'keypad code', 'entry code', 'unlock the front door', 'unlock the door', 'open the front door',
    'get through the front door'] },
  {
    id: 'wifi',
    heads: ['wifi', 'wi-fi', 'wi fi', 'wireless', 'internet', 'network', 'router', 'broadband', 'ssid', 'online',
      'connection', 'hotspot', 'modem', 'internet box', 'wifi box', 'box with the blinking lights', 'box with the flashing lights'],
  },
  // "when does my door code start working?" against "it is activated at 4:00 pm".
  { id: 'activation', heads: ['activated', 'activate', 'activates', 'active', 'start working', 'starts working', 'begin working',
    'kick in', 'kicks in'] },
  { id: 'restart', heads: ['restart', 'reboot', 'reset', 'unplug', 'plug back in', 'power cycle', 'turn it off and on',
    'switch it off and on', 'switch off and on', 'turn off and on', 'off and on again', 'off and back on'] },
  { id: 'account', heads: ['account', 'accounts', 'sign in', 'log in', 'login', 'logged in', 'sign out', 'log out'] },
  { id: 'password', heads: ['password', 'passwords', 'pw', 'pwd', 'passwd', 'passcode', 'pass code', 'pass word', 'pass words', 'login',
    'wifi code', 'wi-fi code', 'network key', 'wifi key',
    'internet code', 'code for the internet', 'code for the wifi', 'code for wifi', 'code for the wi-fi', 'code for the wireless',
    'wireless code'] },
  {
    id: 'tv',
    heads: ['tv', 'television', 'telly', 'smart tv', 'streaming', 'stream', 'cable', 'channels', 'apps', 'shows'],
    members: ['netflix', 'youtube', 'hulu', 'disney', 'prime video', 'hbo', 'fire stick', 'firestick', 'fire tv stick', 'roku', 'chromecast',
      'apple tv'],
  },
  { id: 'cameras', heads: ['camera', 'cameras', 'security camera', 'security cameras', 'cctv', 'surveillance', 'ring doorbell', 'video doorbell',
    'doorbell camera'], opaque: true },
  // Parking under a roof, read whole: not the lot.
  { id: 'covered-parking', heads: ['covered parking', 'carport', 'carports', 'covered space', 'covered spaces', 'undercover parking'], opaque: true },
  // A heater brought in, read whole: not the home's heating.
  { id: 'space-heater', heads: ['space heater', 'space heaters', 'portable heater', 'portable heaters', 'electric heater', 'plug-in heater'],
    opaque: true },
  // Calling a booking off, read whole: not checking out.
  { id: 'cancellation', heads: ['cancel', 'cancels', 'cancelled', 'canceled', 'cancelling', 'canceling', 'cancellation', 'cancellations',
    'cancellation policy'], opaque: true },
  // Water to drink, read whole: not the pool's water nor a leak.
  {
    id: 'drinking-water',
    heads: ['tap water', 'drinking water', 'drink the water', 'drink the tap water', 'drink from the tap', 'drinkable', 'safe to drink',
      'bottled water', 'potable', 'water from the tap'],
    opaque: true,
  },
  // A pass for the beach, read whole: not the beach itself.
  { id: 'beach-pass', heads: ['beach pass', 'beach passes', 'beach permit', 'beach permits', 'beach sticker', 'beach tag', 'beach tags'],
    opaque: true },
  // Who brings the internet, read whole: not the wifi password.
  { id: 'internet-provider', heads: ['internet provider', 'internet providers', 'internet company', 'internet companies', 'broadband provider',
    'internet service provider', 'isp'], opaque: true },
  // A shower outside to rinse off sand, read whole: not the walk-in shower of the bathroom.
  { id: 'outdoor-shower', heads: ['outdoor shower', 'outdoor showers', 'outside shower', 'outdoor rinse', 'beach shower', 'shower outside'],
    opaque: true },
  // A baby's bath, read whole: not the bathtub upstairs.
  { id: 'baby-bath', heads: ['baby bath', 'baby bathtub', 'baby tub', 'bath seat', 'baby bath seat', 'infant tub'], opaque: true },
  // "charge my car" plugs it in; it is not a fee.
  {
    id: 'ev-charging',
    heads: ['ev charger', 'ev charging', 'car charger', 'charging station', 'charging point', 'charge point', 'electric car',
      'electric vehicle', 'charge my car', 'charge the car', 'charge our car', 'charge my electric car', 'charge our electric car',
      'charge an electric car', 'charge my ev', 'charge our ev', 'charge my tesla', 'tesla', 'plug in my car'],
  },
  {
    id: 'parking',
    heads: ['park', 'parking', 'parked', 'car', 'cars', 'vehicle', 'vehicles', 'driveway', 'drive way', 'parking space',
      'parking spot', 'parking spots', 'parking spaces', 'car space', 'car spaces', 'parking pass', 'parking permit', 'street parking',
      'auto', 'truck', 'suv', 'van', 'ute', 'utes', 'off the road', 'off-street', 'on the drive', 'in the drive', 'onto the drive', 'on drive',
      'leave the car', 'leave my car', 'leave our car', 'leave the cars', 'leave our cars', 'leave a car', 'leave his car',
      'leave her car', 'leave their car', 'leave your car',
      // "change my oil in my spot": a tenant's own spot is their parking space.
      'my spot', 'our spot', 'his spot', 'her spot', 'assigned spot'],
    // A garage is one place to park, not the driveway: "can we put our car in the garage?".
    members: ['motorcycle', 'motorbike', 'boat', 'trailer', 'rv', 'camper', 'motorhome', 'garage', 'visitor spaces', 'visitor space'],
  },
  { id: 'motorcycle', heads: ['motorcycle', 'motorcycles', 'motorbike', 'motorbikes', 'motor bike', 'motor bikes', 'moped', 'mopeds', 'scooter'] },
  {
    id: 'rv',
    heads: ['rv', 'rvs', 'motorhome', 'motor home', 'camper', 'campervan', 'camper van', 'caravan', 'trailer', 'trailers',
      'boat', 'boats', 'tinny', 'tinnie', 'dinghy', 'jet ski', 'jet skis', 'tow our boat', 'tow the boat', 'tow a boat', 'towing a boat',
      'towing our boat'],
  },
  // "one car on the street: is there any day I need to shift it?" asks when the street is swept.
  { id: 'street-sweeping', heads: ['street sweeping', 'street sweeper', 'sweeper', 'swept', 'sweeping', 'street cleaning', 'shift it',
    'shift the car', 'shift my car', 'shift our car', 'move the car', 'move my car', 'move our car'] },
  {
    id: 'trash',
    heads: ['trash', 'garbage', 'rubbish', 'bin', 'bins', 'waste', 'dumpster', 'dumpsters', 'refuse', 'trash can',
      'garbage can', 'wheelie bin', 'trash enclosure', 'recycling', 'recycle', 'recyclables', 'compost', 'bin day',
      'trash day', 'garbage day', 'get rid of', 'throw away', 'throw out', 'throw them away', 'throw it away',
      'throw them out', 'throw it out', 'throwing away', 'throwing out', 'chuck out', 'chuck away', 'dispose', 'dispose of', 'disposal', 'dump'],
    // What goes in the bins: "where do empty beer bottles and pizza boxes go?".
    members: ['empties', 'empty bottles', 'beer bottles', 'wine bottles', 'glass bottles', 'bottles', 'cans', 'tin cans', 'pizza boxes',
      'cardboard', 'cardboard boxes', 'plastic bottles', 'newspapers'],
  },
  {
    id: 'collection',
    heads: ['pickup', 'pick up', 'picked up', 'pick-up', 'collect', 'collection', 'collected', 'collects', 'taken away',
      'hauled', 'haul away', 'go out', 'put out', 'take out', 'put the bins out', 'bins out', 'wheel', 'curb', 'kerb',
      'curbside', 'kerbside', 'garbage truck', 'trash truck', 'bin truck', 'roll out', 'roll', 'bin day', 'trash day',
      'garbage day', 'bin men', 'binmen', 'bin man', 'dustmen', 'dustman', 'bin lorry', 'rubbish lorry', 'rubbish collection',
      'refuse collection', 'garbage truck come', 'garbage truck comes', 'trash truck come', 'trash truck comes'],
  },
  // "is the pool gated off?" against "the pool is not fenced from the deck" ("gate" alone is the side gate).
  { id: 'fence', heads: ['fence', 'fences', 'fenced', 'fencing', 'fenced off', 'fenced in', 'gated off', 'pool fence', 'enclosed'] },
  // "a few stubbies round the pool" against "no glass is allowed in or around the pool" (empty bottles of wine are for the bins).
  {
    id: 'glassware',
    heads: ['glass', 'glassware', 'wine glass', 'wine glasses', 'real glasses', 'glass bottle', 'glass bottles', 'stubbies',
      'stubby'],
  },
  {
    id: 'pool',
    heads: ['pool', 'swimming pool', 'swim', 'swimming', 'plunge pool', 'dip'],
  },
  { id: 'indoors', heads: ['inside', 'indoors', 'indoor', 'interior'] },
  { id: 'outdoors', heads: ['outside', 'outdoors', 'outdoor'] },
  {
    id: 'gym',
    heads: ['gym', 'fitness room', 'fitness center', 'fitness centre', 'fitness studio', 'workout room', 'exercise room',
      'weight room', 'weights room', 'workout', 'exercise', 'treadmill'],
  },
  { id: 'cover', heads: ['cover', 'lid', 'lids', 'put the lid back', 'replace the cover'] },
  // "anything to do after we get out of the hot tub?" against "replace the cover after use".
  { id: 'after-use', heads: ['after use', 'after using', 'finished in', 'finished with', 'finished using', 'done with', 'done using',
    'get out of', 'got out of', 'getting out of', 'after we use', 'when we are done', 'once we are done'] },
  // A hot tub is not a pool: a guest asking for one is not answered with the pool's hours.
  // A hot tub says nothing of heat or of a bathtub: "children under 12 should not use the hot tub"
  // does not answer "what temp can we set the ac to?".
  { id: 'hot-tub', heads: ['hot tub', 'hottub', 'jacuzzi', 'jacuzi', 'jakuzi', 'jakuzzi', 'spa', 'spa tub', 'whirlpool', 'jetted tub', 'bubbling tub', 'bubble tub'], opaque: true },
  // Limits a setting should stay within: "is there a range you'd like us to stick to?" against
  // "please keep it between 68°F and 78°F".
  { id: 'setting-limits', heads: ['keep it between', 'keep it within', 'stick to', 'stick within', 'range you', 'range to', 'temperature range',
    'what range', 'range of', 'set it to', 'set the temp', 'set the ac', 'set the aircon'] },
  {
    id: 'heating',
    heads: ['heat', 'heating', 'heater', 'heaters', 'heated', 'furnace', 'thermostat', 'radiator', 'radiators', 'boiler',
      'temperature', 'temp', 'warm', 'warmer', 'warm up', 'cold', 'freezing', 'chilly', 'central heating', 'lukewarm', 'tepid',
      // "it's 40 degrees outside" is the weather, which the knowledge calls "the outside temperature".
      'degrees outside', 'degrees out', 'outside temperature', 'outside temp'],
  },
  {
    id: 'cooling',
    heads: ['ac', 'a/c', 'a c', 'air conditioning', 'air conditioner', 'air con', 'aircon', 'air-con', 'cooling', 'cool',
      'central air', 'fan', 'fans', 'ceiling fan', 'ceiling fans', 'thermostat', 'hot', 'too hot', 'temperature', 'temp',
      'boiling', 'roasting', 'sweltering', 'stuffy', 'heatwave', 'heat wave', 'heatwaves', 'heat waves', 'crank the ac', 'crank ac',
      'turn the ac down', 'turn down the ac',
      'how low can we', 'how low can i', 'how cold can we', 'lowest temperature'],
  },
  // What a pet uses, read whole: a dog bed is not the beds the dogs must stay off.
  { id: 'pet-supplies', heads: ['dog bowl', 'dog bowls', 'pet bowl', 'pet bowls', 'water bowl', 'food bowl', 'dog bed', 'dog beds',
    'pet bed', 'dog crate', 'crate', 'leash', 'dog lead', 'poop bags', 'poo bags'], opaque: true },
  {
    id: 'pets',
    heads: ['pet', 'pets', 'animal', 'animals', 'pet friendly', 'pet-friendly', 'fur baby', 'furry friend', 'four legged', 'adopt',
      'adopted', 'adopting'],
    members: ['dog', 'dogs', 'doggy', 'doggie', 'puppy', 'puppies', 'pup', 'pups', 'cat', 'cats', 'kitten', 'kitty',
      'bird', 'birds', 'parrot', 'rabbit', 'bunny', 'hamster', 'guinea pig', 'reptile', 'snake', 'lizard', 'fish', 'fish tank',
      'fish tanks', 'aquarium'],
  },
  {
    id: 'assistance-animal',
    heads: ['service animal', 'service animals', 'service dog', 'service dogs', 'emotional support animal', 'emotional support animals',
      'esa', 'support animal', 'support dog', 'emotional support dog', 'emotional support cat', 'assistance animal', 'assistance dog',
      'guide dog'],
  },
  {
    id: 'dogs',
    heads: ['dog', 'dogs', 'doggy', 'doggie', 'puppy', 'puppies', 'pup', 'pups', 'canine', 'leave the dog', 'leave our dog',
      'leave my dog', 'leave the dogs', 'leave our dogs', 'leave the pup', 'leave our pup', 'leave my pup', 'leave the puppy', 'leave our puppy'],
    members: ['lab', 'labrador', 'retriever', 'golden retriever', 'poodle', 'doodle', 'goldendoodle', 'labradoodle',
      'terrier', 'spaniel', 'bulldog', 'chihuahua', 'dachshund', 'shepherd', 'german shepherd', 'husky', 'pitbull',
      'pit bull', 'beagle', 'boxer', 'corgi', 'pug', 'rottweiler', 'great dane', 'collie', 'schnauzer'],
  },
  { id: 'fish-tank', heads: ['fish tank', 'fish tanks', 'aquarium', 'aquariums', 'tank of fish', 'goldfish', 'tropical fish', 'betta'] },
  {
    id: 'breeds',
    // The breeds leases restrict are what "aggressive breeds" means.
    heads: ['breed', 'breeds', 'aggressive breeds', 'aggressive breed', 'restricted breeds', 'banned breeds', 'dangerous breeds', 'aggressive dog',
      'pitbull', 'pitbulls', 'pit bull', 'pit bulls', 'rottweiler', 'rottweilers', 'doberman', 'dobermans', 'akita', 'mastiff', 'staffy',
      'staffie', 'wolf hybrid'],
  },
  // "leave the dog" is in the dogs group too: the phrase asks about leaving it alone, and still about the dog.
  { id: 'alone', heads: ['alone', 'left alone', 'unattended', 'by itself', 'by herself', 'by himself', 'on its own', 'on their own',
    'leave the dog', 'leave our dog', 'leave my dog', 'leave the dogs', 'leave our dogs', 'leave the pets', 'leave our pets',
    'leave the cat', 'leave her', 'leave him', 'leave the pup', 'leave our pup', 'leave my pup', 'leave the puppy', 'leave our puppy',
    // "can we leave the pup at the house while we go out to dinner?"
    'home alone', 'while we go out', 'while we are out', 'when we go out', 'go out to dinner', 'go out for dinner', 'out to dinner',
    'out for dinner', 'while we are at dinner', 'while we go to dinner'] },
  { id: 'weight', heads: ['lb', 'lbs', 'pound', 'pounds', 'kg', 'kilos', 'weight', 'weighs', 'heavy', 'big dog', 'large dog', 'small dog',
    'size limit', 'weight limit'] },
  // "how do I complain?" is answered by how to "send a complaint".
  { id: 'complaint', heads: ['complaint', 'complaints', 'complain', 'complaining', 'complained'] },
  {
    id: 'noise',
    heads: ['quiet', 'quiet hours', 'quiet time', 'noise', 'noisy', 'loud', 'louder', 'music', 'sound', 'volume',
      'disturb', 'disturbing', 'neighbours', 'neighbors', 'neighbour', 'neighbor', 'guy upstairs', 'people upstairs', 'upstairs neighbour',
      'upstairs neighbor', 'upstairs people', 'people downstairs', 'downstairs people', 'guy downstairs', 'downstairs neighbour',
      'downstairs neighbor', 'people next door', 'guy next door', 'noise complaint', 'keep it down', 'racket', 'make a racket',
      'hoover', 'hoovering', 'vacuum', 'vacuuming',
      'quiet down', 'quieten down', 'quieten', 'turn it down', 'cranked', 'blasting', 'blasts', 'too loud', 'blaring'],
  },
  {
    id: 'party',
    heads: ['party', 'parties', 'event', 'events', 'celebration', 'celebrate', 'gathering', 'get together',
      'get-together', 'function', 'reception', 'bash', 'birthday party', 'a bit of a do', 'have a do', 'knees-up', 'knees up', 'shindig'],
    members: ['birthday', 'wedding', 'bachelor', 'bachelorette', 'hen party', 'stag party', 'graduation', 'bbq party', 'hen do', 'hen weekend',
      'hens weekend', 'hen night', 'stag do', 'stag weekend', 'stag night'],
  },
  {
    id: 'smoking',
    heads: ['smoke', 'smoking', 'smoker', 'smokers', 'smoked', 'vape', 'vaping', 'vapes', 'e-cig', 'e-cigarette',
      'cigarette', 'cigarettes', 'cigar', 'cigars', 'ciggie', 'ciggies', 'ciggy', 'cig', 'cigs', 'durry', 'durries', 'ashtray', 'tobacco', 'lights up', 'light up inside', 'lit up'],
    members: ['weed', 'marijuana', 'cannabis', 'pot', 'hookah'],
  },
  {
    id: 'fire-safety',
    heads: ['fire', 'fires', 'flame', 'open flame'],
    members: ['candle', 'candles', 'fireworks', 'firework', 'sparklers', 'fire pit', 'firepit', 'fireplace', 'bonfire'],
  },
  { id: 'fireworks', heads: ['fireworks', 'firework', 'sparklers', 'sparkler', 'firecracker', 'firecrackers', 'roman candles'] },
  { id: 'candles', heads: ['candle', 'candles', 'tea light', 'tea lights', 'tealight', 'tealights'] },
  {
    id: 'cot',
    heads: ['cot', 'cots', 'crib', 'cribs', 'travel cot', 'travel crib', 'pack-n-play',
      'packnplay', 'pack n\' play', 'playpen', 'play pen', 'playard', 'play yard', 'bassinet', 'baby bed', 'portacot',
      'porta cot', 'portable crib',
      // "somewhere for a 10-month-old to sleep?"
      'month old to sleep', 'months old to sleep', 'baby to sleep', 'infant to sleep', 'toddler to sleep'],
  },
  {
    id: 'children',
    heads: ['baby', 'babies', 'infant', 'infants', 'toddler', 'toddlers', 'kid', 'kids', 'child', 'children', 'little one',
      'little ones', 'newborn', 'son', 'daughter', 'year old', 'yr old', 'teen', 'teenager', 'teenagers', 'under 12',
      'kid friendly', 'kid-friendly', 'child friendly', 'family friendly', 'family-friendly', 'minimum age', 'age limit',
      'old enough', 'grandchildren', 'grandchild', 'grandkids', 'grandkid', 'grandson', 'granddaughter', 'nephew', 'nephews', 'niece', 'nieces'],
  },
  { id: 'wildlife', heads: ['critters', 'critter', 'raccoons', 'raccoon', 'wildlife', 'pests', 'rats', 'mice', 'foxes', 'seagulls', 'gulls',
    // "something knocked the bins over last night": an animal did.
    'knocked over', 'knocked the bins over', 'knocked the trash over', 'knocked the bin over', 'tipped over', 'tipped the bins over'] },
  { id: 'spare', heads: ['spare', 'spares', 'extra', 'extras', 'additional', 'backup', 'back-up', 'another one'] },
  { id: 'high-chair', heads: ['high chair', 'highchair', 'high-chair', 'booster', 'booster seat', 'feeding chair', 'feeding', 'feeding time',
    'mealtimes', 'at mealtimes', 'sit and eat', 'somewhere to sit and eat', 'sit at the table'] },
  { id: 'set-up', heads: ['set up', 'ready', 'prepared', 'have it ready'] },
  {
    id: 'pet-waste',
    heads: ['clean up after', 'pick up after', 'poop', 'poo', 'dog waste', 'poop bags', 'waste bags', 'dog mess'],
  },
  // "anything to block the stairs off?" asks for the baby gate.
  { id: 'baby-gate', heads: ['baby gate', 'stair gate', 'safety gate', 'child gate', 'gate for the stairs', 'childproof', 'baby proof',
    'babyproof', 'block off', 'block them off', 'block the stairs', 'block off the stairs', 'barrier', 'barriers', 'stair barrier'] },
  // "do we take the sheets off the beds before we go?" against "There is no need to strip the beds".
  { id: 'strip-beds', heads: ['strip', 'strip the beds', 'strip the bed', 'strip beds', 'take the sheets off', 'take sheets off',
    'take off the sheets', 'sheets off', 'remove the sheets', 'remove the bedding', 'take the bedding off', 'pull all the bedding off',
    'pull the bedding off', 'pull the sheets off', 'bedding off'] },
  {
    id: 'linen',
    heads: ['linen', 'linens', 'bedding', 'bed linen', 'made up', 'make beds', 'make the beds'],
    // A blanket is not a towel: "are there more blankets?" is not answered by the towels.
    members: ['towel', 'towels', 'sheets', 'sheet', 'pillow', 'pillows', 'pillowcase', 'blanket', 'blankets', 'duvet', 'comforter',
      'quilt', 'throw', 'bath towel', 'bath towels', 'beach towel', 'beach towels', 'hand towel', 'washcloth'],
  },
  // "are there extra covers for the beds?" asks for blankets (a hot tub's cover is another thing).
  { id: 'blanket', heads: ['blanket', 'blankets', 'blankie', 'blankies', 'duvet', 'duvets', 'comforter', 'quilt', 'covers for the beds',
    'bed covers', 'extra covers', 'doona', 'doonas'] },
  {
    id: 'kitchen',
    heads: ['kitchen', 'cook', 'cooking', 'kitchenette', 'utensils', 'pots', 'pans', 'pots and pans', 'cookware',
      'appliances', 'appliance', 'cutlery', 'dishes', 'plates', 'spices', 'oil'],
    // A kettle is not a toaster: "is there a kettle?" is not answered by a list of the others.
    members: ['oven', 'stove', 'stovetop', 'hob', 'cooktop', 'cooker', 'range', 'gas range', 'microwave', 'kettle', 'toaster',
      'blender', 'fridge', 'refrigerator', 'freezer', 'smoothie', 'smoothies'],
  },
  { id: 'stove', heads: ['stove', 'stovetop', 'hob', 'cooktop', 'cooker', 'range', 'gas range', 'burner', 'burners'] },
  // A slow cooker is its own appliance, read whole: a stove ("cooker") does not say there is one.
  { id: 'slow-cooker', heads: ['slow cooker', 'slow cookers', 'crock pot', 'crockpot', 'crock-pot', 'instant pot', 'instapot'], opaque: true },
  { id: 'blender', heads: ['blender', 'smoothie', 'smoothies', 'smoothie maker', 'blitz', 'whizz up', 'liquidiser', 'liquidizer'] },
  { id: 'fridge', heads: ['fridge', 'refrigerator'] },
  // "the dishwasher broke" is answered by what is said of "a faulty appliance".
  {
    id: 'appliance',
    heads: ['appliance', 'appliances', 'white goods'],
    members: ['dishwasher', 'fridge', 'refrigerator', 'freezer', 'oven', 'stove', 'cooker', 'microwave', 'washer', 'dryer', 'washing machine',
      'garbage disposal', 'disposal'],
  },
  { id: 'dishwasher', heads: ['dishwasher', 'dish washer', 'wash dishes', 'washing up', 'dirty dishes',
    'dirty plates', 'dirty cups', 'dirty plates and cups', 'dirty cups and plates', 'dirty mugs'] },
  // Dish soap is for washing up by hand: "do we need to bring soap for the washing machine?" does not ask for it.
  { id: 'dish-soap', heads: ['dish soap', 'dishwashing liquid', 'washing-up liquid', 'washing up liquid', 'dish liquid', 'dish detergent'], opaque: true },
  // "do we need to buy dishwasher pods?" asks for what goes in the dishwasher, not whether there is one.
  { id: 'dishwasher-tablets', heads: ['dishwasher tablets', 'dishwasher tabs', 'dishwasher pods', 'dishwasher detergent', 'dishwasher soap',
    'dishwasher liquid', 'dishwasher powder', 'soap for the dishwasher'] },
  {
    id: 'coffee',
    heads: ['coffee', 'coffee maker', 'coffee machine', 'coffeemaker', 'espresso', 'espresso machine', 'nespresso',
      'keurig', 'drip coffee', 'french press', 'pods', 'coffee pods', 'capsules', 'coffee capsules', 'tea', 'caffeine', 'coffee setup'],
  },
  { id: 'grill', heads: ['grill', 'grills', 'bbq', 'barbecue', 'barbeque', 'bbqs', 'barbie', 'barbies', 'gas grill', 'propane', 'charcoal',
    'grilling', 'gas bottle', 'gas bottles', 'barbecue bottle', 'bbq bottle', 'gas cylinder', 'gas canister', 'propane tank',
    'propane bottle'] },
  {
    id: 'laundry',
    heads: ['laundry', 'washer', 'washers', 'dryer', 'dryers', 'washing machine', 'washing machines', 'tumble dryer',
      'wash', 'washing', 'clothes', 'detergent', 'laundromat', 'launderette', 'laundry room', 'laundry card',
      'quarters', 'coins', 'coin operated', 'coin-operated',
      'load of washing', 'per load', 'a load', 'loads of laundry', 'do laundry', 'laundry soap', 'washing powder', 'laundry powder', 'soap powder', 'laundry liquid', 'washing liquid', 'detergent pods',
      'washing soap', 'washer soap', 'washing machine soap', 'soap for the washing machine', 'soap for the washer',
      'soap for the laundry',
      'dry clothes', 'drying'],
  },
  // An iron is not the washing machine: "is there an iron?" needs one named.
  { id: 'iron', heads: ['iron', 'irons', 'ironing', 'ironing board', 'steamer', 'clothes steamer'] },
  // A hair dryer is not the clothes dryer: "is there a hair dryer?" needs one named.
  {
    id: 'hair-dryer',
    heads: ['hair dryer', 'hairdryer', 'blow dryer', 'hair drier'],
  },
  {
    id: 'bedrooms',
    heads: ['bedroom', 'bedrooms', 'bed', 'beds', 'br', 'bd', 'bdr', 'bdrm', 'bdrms',
      'king', 'king bed', 'queen', 'queen bed', 'twin', 'bunk', 'bunks', 'bunk bed', 'bunk beds', 'sleeping arrangements', 'sofa bed',
      // "how many rooms for sleep it have?", as a learner of English puts it.
      'bed room', 'bed rooms', 'rooms for sleep', 'rooms for sleeping', 'rooms to sleep', 'rooms to sleep in', 'sleeping rooms'],
  },
  // "what size beds are there?", "what's the sleeping setup?" are answered by the kinds of bed.
  {
    id: 'bed-kinds',
    heads: ['bed size', 'bed sizes', 'size beds', 'size bed', 'size of the beds', 'size of beds', 'kind of beds', 'kinds of beds',
      'type of beds', 'types of beds', 'sleeping setup', 'sleeping set up', 'sleeping arrangements', 'who sleeps where', 'bed setup',
      'sizes are the beds', 'size are the beds', 'sizes of the beds', 'bed situation', 'sleeping situation', 'sleeping arrangement',
      'bed arrangements', 'bed arrangement', 'what beds', 'which beds', 'beds like', 'beds are in them', 'what bed', 'kind of bed',
      'where will they sleep', 'where they will sleep', 'where would they sleep', 'where do they sleep', 'where can they sleep',
      'where will we sleep', 'where we will sleep', 'where do we sleep', 'where does everyone sleep', 'where everyone sleeps'],
    members: ['king', 'king bed', 'king size', 'queen', 'queen bed', 'queen size', 'twin', 'twin beds', 'double bed', 'single bed',
      'bunk', 'bunks', 'bunk bed', 'bunk beds', 'sofa bed'],
  },
  {
    id: 'primary-bedroom',
    heads: ['primary bedroom', 'master bedroom', 'master', 'main bedroom', 'master suite', 'primary suite', 'primary', 'principal bedroom',
      'principal'],
  },
  { id: 'stairs', heads: ['stairs', 'staircase', 'steps', 'stairway', 'flight of stairs'] },
  { id: 'downstairs', heads: ['downstairs', 'ground floor', 'main floor', 'main level', 'ground level', 'first floor'] },
  { id: 'upstairs', heads: ['upstairs', 'second floor', 'upper floor', 'upper level', 'top floor'] },
  {
    id: 'occupancy',
    heads: ['guests', 'guest', 'people', 'persons', 'person', 'occupancy', 'capacity', 'max guests', 'maximum guests', 'sleeps', 'sleep',
      'accommodate', 'fit', 'squeeze in', 'squeeze everyone in', 'squeeze', 'squeezed', 'group', 'party size', 'adults', 'headcount', 'extra guest',
      'extra person', 'sleep over', 'sleepover', 'crash', 'room for both', 'room for them', 'room for all', 'space for both',
      'space for them', 'stay overnight', 'staying overnight', 'sleep overnight', 'sleeping overnight'],
  },
  {
    id: 'bathrooms',
    heads: ['bathroom', 'bathrooms', 'bath', 'baths', 'ba', 'shower', 'showers', 'toilet', 'toilets', 'restroom',
      'restrooms', 'washroom', 'loo', 'wc', 'en-suite', 'ensuite', 'en suite', 'half bath',
      'full bath', 'powder room', 'walk-in shower', 'own bathroom', 'own bath', 'private bathroom', 'private bath', 'master bath'],
  },
  // A bathtub is not any bathroom: "is there a bath tub, or only showers?"
  { id: 'bathtub', heads: ['tub', 'tubs', 'bathtub', 'bathtubs', 'bath tub', 'bath tubs', 'bubble bath', 'soaking tub', 'long soak', 'soak',
    // "which bathroom has a proper bath? she needs a bath every night": a bath to take is a bathtub.
    'proper bath', 'real bath', 'take a bath', 'have a bath', 'needs a bath', 'bath every night', 'bath time', 'bathtime'] },
  {
    id: 'visitors',
    heads: ['visitor', 'visitors', 'day visitors', 'friends', 'friend', 'mates', 'come over', 'coming over', 'come round', 'coming round',
      'come around', 'coming around', 'guests over', 'stay over', 'staying over', 'hang out', 'hanging out', 'hang out with us',
      'have people over', 'drop by', 'stop by', 'visit', 'visiting', 'stay with me', 'stay with us', 'staying with me', 'pop round',
      'pop over', 'people over', 'people round', 'friends round', 'mates round', 'guests round', 'visitors over', 'living with me',
      'living at my place', 'moved in with me', 'lives here', 'living here', 'lives with me', 'houseguest', 'houseguests', 'house guest',
      'house guests',
      // "Guests staying more than 14 nights … must be added to the lease" (not "guests staying overnight", the occupancy).
      'guests staying more than', 'guests staying longer than', 'guests who stay more than', 'guests who stay longer than'],
    members: ['boyfriend', 'girlfriend', 'partner', 'husband', 'wife', 'fiance', 'fiancee', 'relative', 'relatives', 'mom',
      'dad', 'mother', 'father', 'parents', 'brother', 'sister', 'cousin', 'in-laws'],
  },
  {
    id: 'lost-property',
    heads: ['lost', 'lose', 'losing', 'lost and found', 'left behind', 'leave behind', 'left something', 'forgot',
      'forgotten', 'forget', 'misplaced', 'missing', 'left', 'not returned', "can't find", 'cant find', 'cannot find', 'can not find',
      "couldn't find", 'lost track', 'leave something behind', 'left something behind', 'leave anything behind', 'left anything behind',
      'stuff people forget', 'things people forget', 'stuff guests forget', 'things guests forget', 'things we forget', 'stuff we forget',
      'anything we forget', 'things we leave', 'stuff we leave'],
  },
  {
    id: 'belongings',
    heads: ['belongings', 'stuff', 'item', 'items', 'possessions', 'leave something behind', 'left something behind', 'leave anything behind',
      'left anything behind'],
    members: ['sunglasses', 'glasses', 'phone', 'charger', 'phone charger', 'wallet', 'purse', 'jacket', 'coat', 'toy',
      'toys', 'passport', 'laptop', 'jewelry', 'jewellery', 'ring', 'watch', 'hat', 'shoes', 'teddy'],
  },
  { id: 'post-back', heads: ['post', 'mail', 'ship', 'shipping', 'postage', 'send it back', 'mail it', 'post it', 'send back', 'send it',
    'send them'] },
  { id: 'host', heads: ['host', 'hosts', 'owner', 'owners', 'homeowner'] },
  // "We're so glad you're staying with us": the guest's own stay, said by the host, not a friend staying over.
  { id: 'your-stay', heads: ['you are staying with us', 'your stay with us'], opaque: true },
  // "who do I message if something in the manual doesn't make sense?" against "If anything is unclear, text your host".
  { id: 'unclear', heads: ['unclear', 'not clear', 'confusing', 'confused', 'make sense', 'makes sense', 'dont understand', 'do not understand',
    'figure something out', 'cant figure'] },
  {
    id: 'luggage',
    heads: ['luggage', 'bags', 'bag', 'suitcase', 'suitcases', 'baggage', 'backpacks', 'drop off bags', 'store bags', 'stash',
      // "leave our bags" leaves the bags, not the house.
      'leave bags', 'leave our bags', 'leave the bags', 'leave my bags', 'leave luggage', 'leave our luggage', 'leave the luggage',
      'leave suitcases', 'leave our suitcases', 'leave the suitcases', 'drop bags', 'drop our bags', 'drop off our bags', 'drop off luggage',
      'drop off our luggage', 'dump our suitcases', 'dump our bags', 'ditch our suitcases', 'ditch our bags', 'ditch the bags',
      'ditch our luggage', 'stash our bags', 'stash our suitcases'],
  },
  // "which colour bin is for rubbish?" is answered by "the grey bin is for trash".
  {
    id: 'colour',
    heads: ['colour', 'color', 'colours', 'colors', 'coloured', 'colored'],
    members: ['grey', 'gray', 'blue', 'green', 'black', 'white', 'red', 'yellow', 'brown', 'orange', 'purple'],
  },
  {
    id: 'controls',
    heads: ['turn on', 'switch on', 'turn up', 'turn down', 'adjust', 'control', 'controls', 'controlled', 'operate',
      'how to use', 'set the', 'work the', 'settings', 'remote', 'turn off', 'switch off', 'turn it off', 'switch it off'],
  },
  {
    id: 'check-out-tasks',
    heads: ['strip the beds', 'strip beds', 'make the beds', 'tidy up', 'checkout instructions', 'check out instructions',
      'checkout tasks', 'before we go', 'before i go', 'before going', 'to do list', 'to-do list', 'todo list', 'checklist', 'check list',
      'before we leave', 'before you go', 'before leaving', 'before we head off', 'before we head out', 'before heading off',
      'before heading out', 'chores', 'strip', 'jobs'],
  },
];

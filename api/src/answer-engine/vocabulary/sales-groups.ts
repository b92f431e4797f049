import type { SynonymGroup } from './synonym-group';

/** How buyers ask about homes for sale, viewings and the buying process. */
export const SALES_GROUPS: readonly SynonymGroup[] = [
  {
    id: 'asking-price',
    heads: ['price', 'asking price', 'list price', 'listing price', 'listed', 'listed at', 'asking', 'offered at',
      'cost', 'costs', 'value', 'worth', 'price tag', 'go for', 'selling for', 'sale price', 'asking for', 'wanting for',
      // "what are the sellers after for Linden?": what they want for it.
      'sellers are after', 'seller is after', 'owners are after', 'vendors are after', 'sellers want', 'owners want',
      'sellers are asking', 'owners are asking', 'sellers are looking for', 'owners are looking for'],
  },
  {
    id: 'size',
    heads: ['square feet', 'square foot', 'square footage', 'sq ft', 'sqft', 'sq. ft', 'sf', 'footage', 'size', 'big',
      'large', 'living area', 'living space', 'floor area',
      // "is the place roomy or more of a shoebox?" asks how big it is, not about a room.
      'roomy', 'spacious', 'shoebox', 'cramped', 'poky'],
  },
  // "has the interior been updated?" against "freshly painted inside", "the updated kitchen".
  { id: 'updated', heads: ['updated', 'update', 'updates', 'renovated', 'renovation', 'renovations', 'remodeled', 'remodelled', 'remodel',
    'refurbished', 'upgraded', 'upgrades', 'modernized', 'modernised', 'redone', 'freshly painted', 'newly painted', 'repainted'] },
  // The buyer's costs of completing a purchase, not a closing time or the asking price.
  { id: 'closing-costs', heads: ['closing costs', 'closing cost', 'closing fees', 'settlement costs', 'settlement fees', 'transfer tax'], opaque: true },
  // "somewhere sunny to sit in winter?" against "a heated sunroom", "a bright … home".
  { id: 'sunlight', heads: ['sunny', 'sunlight', 'sunshine', 'natural light', 'sun room', 'sunroom', 'sunrooms', 'bright', 'light-filled',
    'conservatory',
    'conservatories'] },
  // A flood zone is the land's risk: "zoned for Lincoln Elementary" does not answer it.
  { id: 'flood-zone', heads: ['flood zone', 'flood zones', 'flood plain', 'floodplain', 'flood risk', 'flood area'], opaque: true },
  {
    id: 'flooring',
    heads: ['hardwood', 'hardwood floors', 'wood floors', 'wooden floors', 'wood flooring', 'carpet', 'carpets', 'carpeted',
      'carpeting', 'tiled floors', 'tile floors', 'laminate', 'floorboards'],
  },
  // "fly a drone from the backyard" is answered by "drones are not allowed on the property".
  {
    id: 'lot',
    heads: ['lot', 'lot size', 'land', 'acre', 'acres', 'acreage', 'yard', 'backyard', 'back yard', 'garden', 'grounds', 'plot', 'property size',
      'on the property', 'at the property', 'land size', 'block size'],
  },
  // "orchard land size", "linden block size": how much land, which "Lot: 1.1 acres" says and a garden does not.
  { id: 'lot-size', heads: ['lot', 'lot size', 'land size', 'block size', 'size of the lot', 'size of the land', 'size of the block', 'acre',
    'acres', 'acreage', 'how much land', 'biggest block', 'biggest lot', 'most land'] },
  { id: 'hoa', heads: ['hoa', 'homeowners association', 'homeowners\' association', 'home owners association', 'hoa fee', 'hoa fees',
    'hoa dues', 'association', 'association fee', 'condo fee', 'condo fees', 'dues', 'strata', 'common charges', 'association dues',
    'monthly dues', 'body corp', 'body corporate', 'strata fees'] },
  { id: 'schools', heads: ['school', 'schools', 'school district', 'district', 'elementary', 'middle school', 'high school', 'zoned',
    'catchment', 'education', 'school zone', 'grade school', 'primary school', 'ninth grade', 'kindergarten', 'attend', 'zoned for'] },
  {
    id: 'viewing',
    heads: ['viewing', 'viewings', 'view', 'see the house', 'see it', 'see the property', 'showing', 'showings', 'show',
      'tour', 'tours', 'open house', 'open houses', 'visit', 'look at', 'look around', 'walk through', 'appointment',
      'book', 'schedule', 'see', 'swing by', 'drop by', 'stop by', 'come by', 'one-on-one', 'private viewing', 'private showing',
      'set up a viewing', 'set up a showing', 'set up a tour', 'set up a private viewing', 'set up a private showing', 'set up a time', 'go see',
      'arrange a viewing', 'arrange a showing', 'arrange a tour',
      // An open or private inspection is how buyers elsewhere say a viewing; a move-out inspection stays one.
      'open for inspection', 'open inspection', 'open inspections', 'private inspection', 'inspection times'],
  },
  // Read whole: a tour over video is not a showing at the home, which is what viewings by appointment are.
  { id: 'virtual-tour', heads: ['virtual tour', 'virtual tours', 'video tour', 'video tours', 'virtual viewing', 'virtual showing', '3d tour',
    'facetime tour', 'video walkthrough'], opaque: true },
  { id: 'year-built', heads: ['built', 'year built', 'construction', 'constructed', 'age', 'year'] },
  { id: 'countertops', heads: ['countertops', 'countertop', 'counters', 'counter tops', 'worktops', 'worktop'] },
  { id: 'dining-room', heads: ['dining room', 'formal dining room', 'dining area', 'dinner table', 'sit-down dinner', 'big dinner'] },
  { id: 'snow', heads: ['snow', 'snow plowing', 'plowing', 'plow', 'plough', 'snow removal', 'gritting'] },
  { id: 'garden', heads: ['vegetable garden', 'veggies', 'vegetables', 'grow vegetables', 'tomatoes', 'fruit trees', 'fruit'] },
  { id: 'roof', heads: ['roof', 'roofing', 'shingles'] },
  { id: 'solar', heads: ['solar', 'solar panels', 'solar panel', 'pv', 'renewable', 'electricity bills', 'energy bills'] },
  { id: 'water-supply', heads: ['city water', 'water supply', 'well', 'private well', 'septic', 'septic system', 'sewer', 'mains water',
    'public water', 'municipal water', 'town water', 'water and sewer', 'water from the city', 'water from the town'] },
  { id: 'realtor', heads: ['agent', 'realtor', 'broker', 'listing agent', 'real estate agent', 'estate agent', 'you guys', 'your team'] },
  // "how long have you been operating?", "been around": asking since when (a weak group: the knowledge says "since 2009",
  // and "been around" is all stop words to the search).
  { id: 'in-business', heads: ['in business', 'been around', 'been operating', 'operating', 'been doing this', 'established', 'founded', 'since'] },
  { id: 'brokerage', heads: ['agency', 'agencies', 'brokerage', 'brokerages', 'real estate agency', 'real estate office', 'realty', 'firm'] },
  // "Which towns do you cover?": an agency covers towns; a fee "which covers water" includes it.
  { id: 'service-area', heads: ['serving', 'serve', 'serves', 'service area', 'which towns', 'what towns', 'which areas', 'what areas',
    'do you cover', 'you cover', 'you guys cover', 'areas you cover', 'towns you cover', 'work in', 'operate in', 'based in', 'active in'] },
  {
    id: 'independent',
    heads: ['independent', 'independently owned', 'locally owned', 'local agency', 'local company', 'chain', 'national chain', 'franchise',
      'big company',
      'part of a chain', 'part of a big', 'part of a large', 'part of some big', 'national franchise'],
  },
  { id: 'mortgage', heads: ['mortgage', 'mortgages', 'loan', 'loans', 'lender', 'lenders', 'financing', 'finance', 'pre-approval',
    'preapproval', 'pre approval', 'preapproved', 'pre-approved', 'pre approved', 'prequalified', 'pre-qualified', 'bank', 'banks',
    'talk to a bank', 'talked to a bank'] },
  { id: 'earnest-money', heads: ['earnest money', 'earnest', 'good faith deposit', 'good faith money', 'escrow', 'down payment',
    'downpayment'] },
  // What an agent is paid for a sale, read whole: "what do you charge to sell my house?" is not a free valuation.
  {
    id: 'commission',
    heads: ['commission', 'commissions', 'commission rate', 'agent fee', 'agent fees', 'realtor fee', 'realtor fees', 'broker fee',
      'brokerage fee', 'listing fee', 'charge to sell', 'charge sellers', 'charge if i sell', 'charge when you sell', 'charge to list'],
    opaque: true,
  },
  // What a lender charges, read whole: not the "rates" of a pre-approval consultation, nor of a home.
  { id: 'interest-rate', heads: ['interest rate', 'interest rates', 'mortgage rate', 'mortgage rates', 'current rates', 'rate of interest',
    'apr'], opaque: true },
  // Other buyers' offers on a listing, read whole: "any offers on orchard lane yet?" is not how to make one.
  {
    id: 'competing-offers',
    heads: ['any offers', 'other offers', 'offers yet', 'multiple offers', 'competing offers', 'received offers',
      'under offer', 'offer below asking', 'offers below asking', 'offer under asking', 'offers under asking', 'below asking',
      'under asking', 'under the asking price'],
    opaque: true,
  },
  // "is Orchard Lane on a busy road?" against "at the end of a private lane" or "a quiet tree-lined street".
  { id: 'street-traffic', heads: ['busy road', 'busy street', 'main road', 'traffic', 'quiet street', 'quiet road', 'private lane', 'private road',
    'tree-lined street', 'cul-de-sac', 'dead end', 'through road'] },
  // Whether a listing is still for sale or its price has changed, read whole: not what it is offered at.
  {
    id: 'listing-status',
    heads: ['still available', 'still for sale', 'still on the market', 'been sold', 'sold yet', 'under contract', 'price drop', 'price drops',
      'price dropped', 'price reduced', 'price reduction', 'price cut', 'been reduced', 'days on market', 'been listed'],
    opaque: true,
  },
  // How a school is rated, read whole: the knowledge names the schools, not their ratings.
  { id: 'school-rating', heads: ['schools rated', 'school rated', 'its rating', 'school rating', 'school ratings', 'test scores', 'ranked',
    'ranking', 'rankings'], opaque: true },
  // Who is buying, read whole: "first-time buyer here, what should I do before an offer?" asks what to do.
  {
    id: 'first-time-buyer',
    heads: ['first time buyer', 'first-time buyer', 'first time buyers', 'first-time buyers', 'first time buying', 'first-time buying',
      'first time home buyer', 'first-time home buyer', 'first time homebuyer', 'first-time homebuyer', 'first home'],
    opaque: true,
  },
  // Whether a seller would take less, read whole: "is the linden price negotiable?" is not what the price is.
  {
    id: 'negotiable',
    heads: ['negotiable', 'negotiate', 'negotiating', 'room to negotiate', 'wiggle room', 'lower price', 'accept a lower price', 'accept less',
      'take less', 'come down on price', 'come down on the price', 'drop the price', 'flexible on price', 'flexible on the price', 'haggle'],
    opaque: true,
  },
  { id: 'offer', heads: ['offer', 'offers', 'make an offer', 'bid', 'bidding', 'put in an offer'] },
  { id: 'sell', heads: ['sell', 'selling', 'sale', 'list my house', 'list my home', 'valuation', 'appraisal', 'market value',
    'what is my house worth', 'my place worth', 'my home worth', 'my house worth', 'value it', 'value my house', 'value my home',
    'value my place'] },
  { id: 'condo', heads: ['condo', 'condominium', 'apartment', 'apt', 'flat', 'unit'] },
  // "what's behind the house?" is answered by "backing onto the nature reserve".
  { id: 'backing-onto', heads: ['behind', 'backing onto', 'backs onto', 'backing on to', 'backs on to', 'out back'] },
  // "what style of house is it?" is answered by "this colonial".
  {
    id: 'home-style',
    heads: ['style', 'house style', 'home style', 'architecture', 'architectural style', 'kind of house', 'type of house', 'kind of home',
      'type of home'],
    members: ['colonial', 'farmhouse', 'ranch', 'victorian', 'craftsman', 'cape cod', 'bungalow', 'townhouse', 'tudor', 'split-level'],
  },
  // A farmhouse is a house, and not the colonial: kinds of home are members.
  { id: 'house', heads: ['house', 'home', 'property', 'place', 'listing', 'residence', 'premises', 'crash pad', 'single-family house',
    'single family house', 'single-family home', 'single family home'], members: ['colonial', 'farmhouse', 'townhouse', 'bungalow'] },
  { id: 'workshop', heads: ['workshop', 'woodworking', 'woodworker', 'workbench', 'work bench', 'tools', 'hobby space', 'set up a shop'] },
  { id: 'basement', heads: ['basement', 'cellar', 'lower level', 'finished basement'] },
  { id: 'fireplace', heads: ['fireplace', 'fire place', 'wood-burning', 'wood burning', 'wood stove', 'log burner', 'crackling fire',
    'open fire', 'log fire', 'real fire', 'wood fire', 'cosy fire', 'cozy fire', 'light a fire', 'have a fire'] },
  // "somewhere to keep the Christmas decorations" against "plus a storage locker".
  { id: 'storage', heads: ['storage', 'storage locker', 'storage space', 'store things', 'store our things', 'store stuff', 'keep extra things',
    'keep our stuff', 'christmas decorations', 'somewhere to keep', 'to store', 'store our', 'store my', 'store them'] },
  { id: 'balcony', heads: ['balcony', 'balconies', 'terrace', 'patio', 'deck', 'porch', 'outdoor space', 'outside space', 'sit outside',
    'somewhere to sit outside', 'outdoor seating', 'fresh air'] },
  { id: 'id-document', heads: ['id', 'photo id', 'identification', 'drivers license', 'driver\'s license', 'passport', 'documents', 'document'] },
  // "can you see the ocean from the house?" asks for a view, not about the beach ("see the water" stays two words:
  // the condo's "water views" answer it).
  { id: 'view-water', heads: ['water view', 'water views', 'harbor view', 'ocean view', 'sea view', 'ocean views', 'sea views',
    'see the ocean', 'see the sea', 'see the beach', 'view of the ocean', 'view of the sea', 'view of the water',
    'views of the ocean', 'views of the sea', 'views of the water', 'beach view', 'beach views'] },
  { id: 'floor-level', heads: ['floor', 'storey', 'story', 'level'] },
  // Where a unit sits in its building: "is it an inside unit?" is answered by "a corner condo".
  { id: 'unit-position', heads: ['corner unit', 'corner condo', 'corner apartment', 'inside unit', 'interior unit', 'end unit'] },
];

import type { SynonymGroup } from './synonym-group';

/** How buyers ask about homes for sale, viewings and the buying process. */
export const SALES_GROUPS: readonly SynonymGroup[] = [
  {
    id: 'asking-price',
    heads: ['price', 'asking price', 'list price', 'listing price', 'listed', 'listed at', 'asking', 'offered at',
      'cost', 'costs', 'value', 'worth', 'price tag', 'go for', 'selling for', 'sale price'],
  },
  {
    id: 'size',
    heads: ['square feet', 'square foot', 'square footage', 'sq ft', 'sqft', 'sq. ft', 'sf', 'footage', 'size', 'big',
      'large', 'living area', 'living space', 'floor area', 'space', 'area'],
  },
  { id: 'lot', heads: ['lot', 'lot size', 'land', 'acre', 'acres', 'acreage', 'yard', 'garden', 'grounds', 'plot', 'property size'] },
  { id: 'hoa', heads: ['hoa', 'homeowners association', 'homeowners\' association', 'home owners association', 'hoa fee', 'hoa fees', 'hoa dues', 'association', 'association fee', 'condo fee', 'condo fees', 'dues', 'strata', 'common charges'] },
  { id: 'schools', heads: ['school', 'schools', 'school district', 'district', 'elementary', 'middle school', 'high school', 'zoned', 'catchment', 'education', 'school zone'] },
  {
    id: 'viewing',
    heads: ['viewing', 'viewings', 'view', 'see the house', 'see it', 'see the property', 'showing', 'showings', 'show',
      'tour', 'tours', 'open house', 'open houses', 'visit', 'look at', 'look around', 'walk through', 'appointment',
      'book', 'schedule', 'see'],
  },
  { id: 'year-built', heads: ['built', 'year built', 'construction', 'constructed', 'age', 'year'] },
  { id: 'roof', heads: ['roof', 'roofing', 'shingles'] },
  { id: 'solar', heads: ['solar', 'solar panels', 'solar panel', 'pv', 'renewable', 'electricity bills', 'energy bills'] },
  { id: 'water-supply', heads: ['city water', 'water supply', 'well', 'private well', 'septic', 'septic system', 'sewer', 'mains water', 'public water', 'municipal water'] },
  { id: 'realtor', heads: ['agent', 'realtor', 'broker', 'listing agent', 'real estate agent', 'estate agent', 'you guys', 'your team'] },
  { id: 'mortgage', heads: ['mortgage', 'mortgages', 'loan', 'loans', 'lender', 'lenders', 'financing', 'finance', 'pre-approval', 'preapproval', 'pre approval', 'preapproved', 'pre-approved', 'pre approved', 'prequalified', 'pre-qualified'] },
  { id: 'earnest-money', heads: ['earnest money', 'earnest', 'good faith deposit', 'escrow', 'down payment', 'downpayment'] },
  { id: 'offer', heads: ['offer', 'offers', 'make an offer', 'bid', 'bidding', 'put in an offer'] },
  { id: 'sell', heads: ['sell', 'selling', 'sale', 'list my house', 'list my home', 'valuation', 'appraisal', 'market value', 'what is my house worth'] },
  { id: 'condo', heads: ['condo', 'condominium', 'apartment', 'flat', 'unit'] },
  { id: 'house', heads: ['house', 'home', 'property', 'place', 'listing', 'residence', 'colonial', 'farmhouse'] },
  { id: 'basement', heads: ['basement', 'cellar', 'lower level', 'finished basement'] },
  { id: 'fireplace', heads: ['fireplace', 'fire place', 'wood-burning', 'wood burning', 'wood stove', 'log burner'] },
  { id: 'balcony', heads: ['balcony', 'balconies', 'terrace', 'patio', 'deck', 'porch', 'outdoor space'] },
  { id: 'id-document', heads: ['id', 'photo id', 'identification', 'drivers license', 'driver\'s license', 'passport'] },
  { id: 'view-water', heads: ['water view', 'water views', 'harbor view', 'ocean view', 'sea view'] },
  { id: 'floor-level', heads: ['floor', 'storey', 'story', 'level'] },
];

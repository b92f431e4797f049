/**
 * Everyday words a visitor may use that a knowledge base may lack. Spelling correction never
 * rewrites them: "bring" is not a typo of "ring", nor "horse" of "house".
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'about above accent across actually after again against ahead allow allowed almost alone along already alright always ' +
    'amazing among ankle another answer anyone anything anytime anyway anywhere apple arm arms around arrange aside asked asking attend ' +
    'available avoid awake aware bad baggage bake balls basic batch beautiful became become bedside before begin behind ' +
    'believe below beside best better between beyond bigger biggest birthday bitcoin black blank blood blue board boats bolts ' +
    'books border bored borrow bottle bottom bought bound brand bread break breakfast breathe breeze bring bringing brings ' +
    'broken brother brought brown brush budget build bully bunch burn business busy button buying cable calls camera campus ' +
    'candy cards carry catch cause center central certain chair chance change cheap cheaper cheers choir choose chose church ' +
    'cinema class classes clean clear clever climb clock close closer cloth cloud coach coast coffee color colour comes coming ' +
    'comment company complain complete computer concert confirm connect consider continue cook cookie corner correct could ' +
    'count country couple course cover crazy cream credit crime cross crowd crowded cycle daily damage dance danger dark dates ' +
    'daughter dead dear decide deep delay dinner direct dirty discount distance doable doing dollar dollars double dream dress ' +
    'drink drive driver drop dryer during early earth easily easy eaters either elderly electric elevator else email empty ' +
    'enjoy enough enter entire equal error evening event every everyone everything exact exactly example except excited excuse ' +
    'exist expect expensive explain extra faith false family famous fancy farm father favor favorite favourite feeling fibre ' +
    'field fight figure final finally find finding fine finger fingers finish first fishing flare floor flower follow foods forest forever ' +
    'forget forgot forward found frame fresh friday friend friends front fruit fully funny future games garden gather general ' +
    'gentle getting gift given gives glass going gonna goods great green group grown guess guest guide hallway handy happen ' +
    'happy hated heard heart heavy heights hello helpful hey higher highway himself hissing hobby holiday honest hoping horse ' +
    'horses hotel hours house however hundred hungry hurry husband ideal ideas image important include inside instead interest ' +
    'invite issue itself jacket joined judge juice jump junior kayak keep kind kinda kitchen knife knock known label ladder ' +
    'large larger later latest laugh leader learn least leave leg legal legs less letter level light lights limit linger liquor listen ' +
    'little live lives living local lock long longer looking loose lose lots loud lovely lower lucky lunch machine mates maybe ' +
    'means meant meet meeting melting member message metal middle might miles mind minds minute minutes mirror mistake model ' +
    'modern moment money month morning mother mountain mouse movie movies music myself name narrow nature near nearby nearly ' +
    'needs neighbor neighbour never newer night noise normal north nothing notice number ocean offer office often older oldest ' +
    'order other others outside owner paper parent parents party passed patch paying peace people perfect perhaps person phone ' +
    'photo piano picture piece place plain plane plans plant plastic plate please plenty point police polite poor popular ' +
    'possible power pretty price print private probably problem proper public purpose quick quickly quiet quite radio rather ' +
    'reach reading ready reason receive recent record reduction refund relax remember remote repeat reply report request rest ' +
    'return rich ride right rinse river roach road rockets rooms rough round rules safe safety salad same sandwich saturday ' +
    'sauna scared scary school screen season second seems seen sell send sense separate series serious service seven several ' +
    'shall share sharp sheet shift shifts shirt shoes short should shout show shower shut sick side sign simple since single ' +
    'sister sleep small smart smell smile snack snow social soft some someone something sometime sometimes somewhere soon ' +
    'sorry sound south space spare speak special speed spend sports spring stairs stand start state station stays steal still ' +
    'sting stomps stone stools stop store storm story straight strange stranger street strong student stuff style sugar summer ' +
    'sunday super supply suppose sure surprise sweet swelling table taken takes talking teacher team tell terrible thank their ' +
    'there these thick thing things think third those though thought three through throw thursday ticket tired today together ' +
    'toe toes tomorrow tonight total touch tough tower towns track trade train travel tried trouble truck true trunk trust truth trying ' +
    'tuesday turn twice under until upset upstairs usual usually value vegan very visit voice wait wake walk wall wander wanna ' +
    'wants warm watch water weather wedding wednesday week weekend welcome wheel where whether which while white whole whose ' +
    'wife wild window winter wish within without woman women wonder wonderful words worker world worried worry worse worst ' +
    'worth would write wrong yard yellow young yours yourself'
  ).split(' '),
);

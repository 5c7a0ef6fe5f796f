import { LAB_APPOINTMENT_TYPE } from './constants.js';

/**
 * Laboratory demand flags (seed 000 §3): the parallel laboratory's 29 flags in the seed's six
 * groups, and the innovation laboratory's 28 own flags plus the parallel set's verification
 * group. Flag names are the stored ones, typos included (lonChromatography). Group and leaf
 * labels are ours; the seed names the parallel groups only in English and does not group the
 * innovation flags, so their grouping is ours too.
 */

export interface LabFlagLeaf<F extends string = string> {
  name: F;
  label: string;
}
export interface LabFlagGroup<F extends string = string> {
  key: string;
  label: string;
  flags: readonly LabFlagLeaf<F>[];
}

const VERIFICATION_GROUP = {
  key: 'verification',
  label: '认证与验证',
  flags: [
    { name: 'instrumentsEquipmentVerification', label: '仪器设备验证' },
    { name: 'computerizedSystemVerification', label: '计算机化系统验证' },
    { name: 'cleaningDisinfection', label: '清洁消毒' },
    { name: 'cleaningVerification', label: '清洁验证' },
    { name: 'utilityVerification', label: '公用设施验证' },
    { name: 'bioSafetyTesting', label: '生物安全检测' },
    { name: 'instrumentManagement', label: '仪器管理' },
    { name: 'laboratoryRelocation', label: '实验室搬迁' },
  ],
} as const;

export const PARALLEL_LAB_GROUPS = [
  {
    key: 'chromatography',
    label: '色谱',
    flags: [
      { name: 'liquidChromatography', label: '液相色谱' },
      { name: 'gasChromatography', label: '气相色谱' },
      { name: 'lonChromatography', label: '离子色谱' },
    ],
  },
  {
    key: 'massSpectrometry',
    label: '质谱',
    flags: [
      { name: 'gasChromatographySpectrometry', label: '气相色谱-质谱联用' },
      { name: 'liquidChromatographySpectrometry', label: '液相色谱-质谱联用' },
      { name: 'highResolutionSpectrometry', label: '高分辨质谱' },
    ],
  },
  {
    key: 'biologicalProductTesting',
    label: '生物制品检测',
    flags: [
      { name: 'flowCytometry', label: '流式细胞术' },
      { name: 'polymeraseChainReactor', label: '聚合酶链式反应（PCR）' },
      { name: 'gelImagingSystem', label: '凝胶成像系统' },
      { name: 'microbiologyLaboratory', label: '微生物实验室' },
    ],
  },
  {
    key: 'spectroscopy',
    label: '光谱',
    flags: [
      { name: 'ultravioletSpectrum', label: '紫外光谱' },
      { name: 'infraredSpectrum', label: '红外光谱' },
      { name: 'plasmaEmissionSpectrum', label: '等离子体发射光谱' },
      { name: 'xrayDiffraction', label: 'X射线衍射' },
      { name: 'ramanSpectra', label: '拉曼光谱' },
    ],
  },
  {
    key: 'otherTesting',
    label: '其他检测',
    flags: [
      { name: 'automaticDissolutionTester', label: '全自动溶出仪' },
      { name: 'laserParticleSizer', label: '激光粒度仪' },
      { name: 'capillaryElectrophoresisApparatus', label: '毛细管电泳仪' },
      { name: 'electronicSolDetector', label: '不溶性微粒检测仪' },
      { name: 'attenuationSealingTester', label: '真空衰减密封性测试仪' },
      { name: 'caseUltra', label: 'CASE Ultra 毒性预测' },
    ],
  },
  VERIFICATION_GROUP,
] as const satisfies readonly LabFlagGroup[];

export const INNOVATION_LAB_GROUPS = [
  {
    key: 'bioanalysis',
    label: '生物分析',
    flags: [
      { name: 'pk', label: '药代动力学（PK）' },
      { name: 'pd', label: '药效动力学（PD）' },
      { name: 'ada', label: '抗药抗体（ADA）' },
      { name: 'nab', label: '中和抗体（NAb）' },
      { name: 'bioMarkers', label: '生物标志物' },
    ],
  },
  {
    key: 'compoundAnalysis',
    label: '化合物与药物分析',
    flags: [
      { name: 'compoundTest', label: '化合物检测' },
      { name: 'peptideAminoAcidAnalysis', label: '多肽及氨基酸分析' },
      { name: 'impurityIdentification', label: '杂质鉴定' },
      { name: 'massSpectrometryStudy', label: '质谱研究' },
      { name: 'activeIngredients', label: '活性成分分析' },
      { name: 'drugDetection', label: '药物检测' },
      { name: 'residuesDetection', label: '残留检测' },
    ],
  },
  {
    key: 'clinicalTesting',
    label: '临床检测',
    flags: [
      { name: 'individualizedMedication', label: '个体化用药' },
      { name: 'steroidHormones', label: '类固醇激素' },
      { name: 'hormoneDetection', label: '激素检测' },
      { name: 'diseaseDiagnosis', label: '疾病诊断' },
      { name: 'geneticMetabolicDisease', label: '遗传代谢病' },
    ],
  },
  {
    key: 'methodology',
    label: '方法学与稳定性',
    flags: [
      { name: 'methodologyDevelopment', label: '方法学开发' },
      { name: 'methodologyValidation', label: '方法学验证' },
      { name: 'plasmaStabilityAnalysis', label: '血浆稳定性分析' },
      { name: 'biologicalMetabolicStability', label: '生物代谢稳定性' },
    ],
  },
  {
    key: 'cellAndGene',
    label: '细胞与基因',
    flags: [
      { name: 'apoptosisDetection', label: '细胞凋亡检测' },
      { name: 'migrationInvasionAnalysis', label: '细胞迁移与侵袭分析' },
      { name: 'photoAnalysis', label: '图像分析' },
      { name: 'rnaVaccine', label: 'RNA疫苗' },
      { name: 'evaluationVitro', label: '体外评价' },
      { name: 'cellKillingAnalysis', label: '细胞杀伤分析' },
      { name: 'analysisGeneTherapy', label: '基因治疗分析' },
    ],
  },
  VERIFICATION_GROUP,
] as const satisfies readonly LabFlagGroup[];

type FlagOf<G extends readonly { flags: readonly { name: string }[] }[]> = G[number]['flags'][number]['name'];
export type ParallelLabFlag = FlagOf<typeof PARALLEL_LAB_GROUPS>;
export type InnovationLabFlag = FlagOf<typeof INNOVATION_LAB_GROUPS>;
export type VerificationLabFlag = (typeof VERIFICATION_GROUP)['flags'][number]['name'];

const namesOf = <F extends string>(groups: readonly LabFlagGroup<F>[]): F[] => groups.flatMap((g) => g.flags.map((f) => f.name));

/** The 29 flags of the parallelLaboratory object. */
export const PARALLEL_LAB_FLAGS: readonly ParallelLabFlag[] = namesOf<ParallelLabFlag>(PARALLEL_LAB_GROUPS);
/** The 8 certification and verification flags both laboratories share. */
export const VERIFICATION_LAB_FLAGS: readonly VerificationLabFlag[] = VERIFICATION_GROUP.flags.map((f) => f.name);
/** The 28 flags the seed lists for the innovation laboratory (without the shared verification group). */
export const INNOVATION_LAB_OWN_FLAGS: readonly Exclude<InnovationLabFlag, VerificationLabFlag>[] = namesOf<
  Exclude<InnovationLabFlag, VerificationLabFlag>
>(
  INNOVATION_LAB_GROUPS.filter((g) => g.key !== VERIFICATION_GROUP.key) as readonly LabFlagGroup<
    Exclude<InnovationLabFlag, VerificationLabFlag>
  >[],
);
/** Every flag of the innovationLaboratory object: the 28 own ones plus the verification group. */
export const INNOVATION_LAB_FLAGS: readonly InnovationLabFlag[] = namesOf<InnovationLabFlag>(INNOVATION_LAB_GROUPS);

/** Flags arrive from the legacy server as the string "true"; anything else counts as false. */
export const flagIsSet = (value: unknown): boolean => value === true || value === 'true';

/** The names of the set flags of a flags object, in tree order. */
export function setFlags<F extends string>(flags: Partial<Record<F, unknown>> | null | undefined, names: readonly F[]): F[] {
  return flags ? names.filter((n) => flagIsSet(flags[n])) : [];
}

/** zh-CN label of any flag of either laboratory. */
export function labFlagLabel(name: string): string {
  for (const group of [...PARALLEL_LAB_GROUPS, ...INNOVATION_LAB_GROUPS] as readonly LabFlagGroup[]) {
    const leaf = group.flags.find((f) => f.name === name);
    if (leaf) return leaf.label;
  }
  return name;
}

/**
 * An appointment's laboratory demand: the tree of its type (1 parallel, 2 innovation) and the
 * set leaves of that type's flags object (flags may arrive as "true" strings).
 */
export function labDemandOf(row: Readonly<Record<string, unknown>>): { type: 1 | 2; checked: string[] } {
  const type = Number(row.appointmentType) === LAB_APPOINTMENT_TYPE.INNOVATION ? 2 : 1;
  const flags = (type === 1 ? row.parallelLaboratory : row.innovationLaboratory) as Record<string, unknown> | null | undefined;
  return { type, checked: setFlags<string>(flags, type === 1 ? PARALLEL_LAB_FLAGS : INNOVATION_LAB_FLAGS) };
}

// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const s200 = validate20;
const schema31 = {"$id":"answer-200","type":"object","required":["data"],"properties":{"data":{"$ref":"lobby.json#/$defs/ReferralInfo"}}};
const schema33 = {"type":"object","required":["customer","bonus","mlm_percent","customer_win_loses","customer_referrals","mlm_referrals"],"properties":{"customer":{"type":"object","required":["referral_key","bonus_referral_total","bonus_referral_pending"],"properties":{"referral_key":{"type":"string"},"bonus_referral_total":{"type":"number"},"bonus_referral_pending":{"type":"number"}}},"bonus":{"type":"object","required":["bonus_turnover"],"properties":{"bonus_turnover":{"type":"number"}}},"mlm_percent":{"type":"object","required":["level_1","level_2","level_3"],"properties":{"level_1":{"type":"number"},"level_2":{"type":"number"},"level_3":{"type":"number"}}},"customer_win_loses":{"type":"object","required":["total"],"properties":{"total":{"type":"number"}}},"customer_referrals":{"type":"array","items":{"$ref":"lobby.json#/$defs/ReferralEntry"}},"mlm_referrals":{"$ref":"lobby.json#/$defs/MlmReferrals"}}};
const schema34 = {"type":"object","required":["start_at","username","amount"],"properties":{"start_at":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"},"username":{"type":"string"},"amount":{"type":"number"}}};
const pattern4 = new RegExp("^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$", "");
const schema35 = {"type":"object","required":["level_1","level_2","level_3"],"properties":{"level_1":{"type":"array","items":{"$ref":"lobby.json#/$defs/ReferralEntry"}},"level_2":{"type":"array","items":{"$ref":"lobby.json#/$defs/ReferralEntry"}},"level_3":{"type":"array","items":{"$ref":"lobby.json#/$defs/ReferralEntry"}}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.level_1 === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "level_1"},message:"must have required property '"+"level_1"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.level_2 === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "level_2"},message:"must have required property '"+"level_2"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.level_3 === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "level_3"},message:"must have required property '"+"level_3"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.level_1 !== undefined){
let data0 = data.level_1;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.start_at === undefined){
const err3 = {instancePath:instancePath+"/level_1/" + i0,keyword:"required",params:{missingProperty: "start_at"},message:"must have required property '"+"start_at"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.username === undefined){
const err4 = {instancePath:instancePath+"/level_1/" + i0,keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.amount === undefined){
const err5 = {instancePath:instancePath+"/level_1/" + i0,keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.start_at !== undefined){
let data2 = data1.start_at;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/level_1/" + i0+"/start_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/level_1/" + i0+"/start_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.username !== undefined){
if(typeof data1.username !== "string"){
const err8 = {instancePath:instancePath+"/level_1/" + i0+"/username",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.amount !== undefined){
let data4 = data1.amount;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/level_1/" + i0+"/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/level_1/" + i0,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/level_1",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.level_2 !== undefined){
let data5 = data.level_2;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.start_at === undefined){
const err12 = {instancePath:instancePath+"/level_2/" + i1,keyword:"required",params:{missingProperty: "start_at"},message:"must have required property '"+"start_at"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.username === undefined){
const err13 = {instancePath:instancePath+"/level_2/" + i1,keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.amount === undefined){
const err14 = {instancePath:instancePath+"/level_2/" + i1,keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.start_at !== undefined){
let data7 = data6.start_at;
if(typeof data7 === "string"){
if(!pattern4.test(data7)){
const err15 = {instancePath:instancePath+"/level_2/" + i1+"/start_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/level_2/" + i1+"/start_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.username !== undefined){
if(typeof data6.username !== "string"){
const err17 = {instancePath:instancePath+"/level_2/" + i1+"/username",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.amount !== undefined){
let data9 = data6.amount;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err18 = {instancePath:instancePath+"/level_2/" + i1+"/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/level_2/" + i1,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/level_2",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.level_3 !== undefined){
let data10 = data.level_3;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.start_at === undefined){
const err21 = {instancePath:instancePath+"/level_3/" + i2,keyword:"required",params:{missingProperty: "start_at"},message:"must have required property '"+"start_at"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data11.username === undefined){
const err22 = {instancePath:instancePath+"/level_3/" + i2,keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data11.amount === undefined){
const err23 = {instancePath:instancePath+"/level_3/" + i2,keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.start_at !== undefined){
let data12 = data11.start_at;
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
const err24 = {instancePath:instancePath+"/level_3/" + i2+"/start_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/level_3/" + i2+"/start_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.username !== undefined){
if(typeof data11.username !== "string"){
const err26 = {instancePath:instancePath+"/level_3/" + i2+"/username",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.amount !== undefined){
let data14 = data11.amount;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err27 = {instancePath:instancePath+"/level_3/" + i2+"/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/level_3/" + i2,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/level_3",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"level_1":true,"level_2":true,"level_3":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.customer === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "customer"},message:"must have required property '"+"customer"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.bonus === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "bonus"},message:"must have required property '"+"bonus"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mlm_percent === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "mlm_percent"},message:"must have required property '"+"mlm_percent"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.customer_win_loses === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "customer_win_loses"},message:"must have required property '"+"customer_win_loses"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.customer_referrals === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "customer_referrals"},message:"must have required property '"+"customer_referrals"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.mlm_referrals === undefined){
const err5 = {instancePath,keyword:"required",params:{missingProperty: "mlm_referrals"},message:"must have required property '"+"mlm_referrals"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.customer !== undefined){
let data0 = data.customer;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.referral_key === undefined){
const err6 = {instancePath:instancePath+"/customer",keyword:"required",params:{missingProperty: "referral_key"},message:"must have required property '"+"referral_key"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.bonus_referral_total === undefined){
const err7 = {instancePath:instancePath+"/customer",keyword:"required",params:{missingProperty: "bonus_referral_total"},message:"must have required property '"+"bonus_referral_total"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.bonus_referral_pending === undefined){
const err8 = {instancePath:instancePath+"/customer",keyword:"required",params:{missingProperty: "bonus_referral_pending"},message:"must have required property '"+"bonus_referral_pending"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.referral_key !== undefined){
if(typeof data0.referral_key !== "string"){
const err9 = {instancePath:instancePath+"/customer/referral_key",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.bonus_referral_total !== undefined){
let data2 = data0.bonus_referral_total;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/customer/bonus_referral_total",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.bonus_referral_pending !== undefined){
let data3 = data0.bonus_referral_pending;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/customer/bonus_referral_pending",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/customer",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.bonus !== undefined){
let data4 = data.bonus;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.bonus_turnover === undefined){
const err13 = {instancePath:instancePath+"/bonus",keyword:"required",params:{missingProperty: "bonus_turnover"},message:"must have required property '"+"bonus_turnover"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.bonus_turnover !== undefined){
let data5 = data4.bonus_turnover;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/bonus/bonus_turnover",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/bonus",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.mlm_percent !== undefined){
let data6 = data.mlm_percent;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.level_1 === undefined){
const err16 = {instancePath:instancePath+"/mlm_percent",keyword:"required",params:{missingProperty: "level_1"},message:"must have required property '"+"level_1"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.level_2 === undefined){
const err17 = {instancePath:instancePath+"/mlm_percent",keyword:"required",params:{missingProperty: "level_2"},message:"must have required property '"+"level_2"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.level_3 === undefined){
const err18 = {instancePath:instancePath+"/mlm_percent",keyword:"required",params:{missingProperty: "level_3"},message:"must have required property '"+"level_3"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.level_1 !== undefined){
let data7 = data6.level_1;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/mlm_percent/level_1",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.level_2 !== undefined){
let data8 = data6.level_2;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/mlm_percent/level_2",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.level_3 !== undefined){
let data9 = data6.level_3;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/mlm_percent/level_3",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/mlm_percent",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.customer_win_loses !== undefined){
let data10 = data.customer_win_loses;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.total === undefined){
const err23 = {instancePath:instancePath+"/customer_win_loses",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data10.total !== undefined){
let data11 = data10.total;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/customer_win_loses/total",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/customer_win_loses",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.customer_referrals !== undefined){
let data12 = data.customer_referrals;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.start_at === undefined){
const err26 = {instancePath:instancePath+"/customer_referrals/" + i0,keyword:"required",params:{missingProperty: "start_at"},message:"must have required property '"+"start_at"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data13.username === undefined){
const err27 = {instancePath:instancePath+"/customer_referrals/" + i0,keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data13.amount === undefined){
const err28 = {instancePath:instancePath+"/customer_referrals/" + i0,keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data13.start_at !== undefined){
let data14 = data13.start_at;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err29 = {instancePath:instancePath+"/customer_referrals/" + i0+"/start_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/customer_referrals/" + i0+"/start_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data13.username !== undefined){
if(typeof data13.username !== "string"){
const err31 = {instancePath:instancePath+"/customer_referrals/" + i0+"/username",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.amount !== undefined){
let data16 = data13.amount;
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err32 = {instancePath:instancePath+"/customer_referrals/" + i0+"/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/customer_referrals/" + i0,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/customer_referrals",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.mlm_referrals !== undefined){
if(!(validate23(data.mlm_referrals, {instancePath:instancePath+"/mlm_referrals",parentData:data,parentDataProperty:"mlm_referrals",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err35 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"customer":true,"bonus":true,"mlm_percent":true,"customer_win_loses":true,"customer_referrals":true,"mlm_referrals":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-200" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data !== undefined){
if(!(validate22(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"data":true},"dynamicProps":false,"dynamicItems":false};

export const s401 = validate26;
const schema39 = {"$id":"answer-401","$ref":"lobby.json#/$defs/Unauthenticated"};
const schema40 = {"type":"object","required":["message"],"properties":{"message":{"type":"string","enum":["Unauthenticated."]}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-401" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message !== undefined){
let data0 = data.message;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "Unauthenticated.")){
const err2 = {instancePath:instancePath+"/message",keyword:"enum",params:{allowedValues: schema40.properties.message.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"message":true},"dynamicProps":false,"dynamicItems":false};

export const s422 = validate27;
const schema41 = {"$id":"answer-422","$ref":"lobby.json#/$defs/ValidationError"};
const schema42 = {"type":"object","anyOf":[{"required":["errors"]},{"required":["error"]},{"required":["message"]}],"properties":{"message":{"type":"string"},"error":{"type":"string"},"errors":{"type":"object","additionalProperties":{"oneOf":[{"type":"array","items":{"type":"string"}},{"type":"string"}]}}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-422" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.errors === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath,keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err4 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err5 = {instancePath:instancePath+"/error",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.errors !== undefined){
let data2 = data.errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
let data3 = data2[key0];
const _errs14 = errors;
let valid4 = false;
let passing0 = null;
const _errs15 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err6 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs19 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err9 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/errors",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"message":true,"error":true,"errors":true},"dynamicProps":false,"dynamicItems":false};

export const s5XX = validate28;
const schema43 = {"$id":"answer-5XX","$ref":"lobby.json#/$defs/ErrorBody"};
const schema44 = {"type":"object","properties":{"message":{"type":"string"},"error":{"type":"string"},"errors":{"type":"object","additionalProperties":{"oneOf":[{"type":"array","items":{"type":"string"}},{"type":"string"}]}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-5XX" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err0 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.errors !== undefined){
let data2 = data.errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
let data3 = data2[key0];
const _errs10 = errors;
let valid3 = false;
let passing0 = null;
const _errs11 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err2 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs15 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err5 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/errors",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"message":true,"error":true,"errors":true},"dynamicProps":false,"dynamicItems":false};

export const declared = ["200","401","422","5XX"];

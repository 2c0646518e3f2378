// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const s200 = validate20;
const schema31 = {"$id":"answer-200","$ref":"lobby.json#/$defs/SuccessWithMessage"};
const schema33 = {"type":"object","required":["success","msg"],"properties":{"success":{"type":"boolean"},"msg":{"type":"string"}}};

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
if(data.success === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.msg === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "msg"},message:"must have required property '"+"msg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err2 = {instancePath:instancePath+"/success",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err3 = {instancePath:instancePath+"/msg",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"success":true,"msg":true},"dynamicProps":false,"dynamicItems":false};

export const s401 = validate22;
const schema34 = {"$id":"answer-401","$ref":"lobby.json#/$defs/Unauthenticated"};
const schema35 = {"type":"object","required":["message"],"properties":{"message":{"type":"string","enum":["Unauthenticated."]}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-401" */;
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
const err2 = {instancePath:instancePath+"/message",keyword:"enum",params:{allowedValues: schema35.properties.message.enum},message:"must be equal to one of the allowed values"};
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"message":true},"dynamicProps":false,"dynamicItems":false};

export const s5XX = validate23;
const schema36 = {"$id":"answer-5XX","$ref":"lobby.json#/$defs/ErrorBody"};
const schema37 = {"type":"object","properties":{"message":{"type":"string"},"error":{"type":"string"},"errors":{"type":"object","additionalProperties":{"oneOf":[{"type":"array","items":{"type":"string"}},{"type":"string"}]}}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-5XX" */;
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"message":true,"error":true,"errors":true},"dynamicProps":false,"dynamicItems":false};

export const declared = ["200","401","5XX"];
